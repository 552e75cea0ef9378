package org.gridpuzzle.application.error;

/**
 * A parameter of a command that cannot be used as given, named as the command record names it ({@code strategy},
 * {@code set}, {@code config}); each front end words it with its own option or field name.
 */
public final class InvalidParameterException extends InvalidInputException {

    private static final long serialVersionUID = 1L;

    private final String parameter;
    private final String value;
    private final String reason;

    /** @param value what was given, or null when the problem is the parameter's absence or its number */
    public InvalidParameterException(String parameter, String value, String reason) {
        super(null, parameter + (value == null ? "" : " " + value) + ": " + reason);
        this.parameter = parameter;
        this.value = value;
        this.reason = reason;
    }

    public String parameter() {
        return parameter;
    }

    public String value() {
        return value;
    }

    /** The problem, without the parameter. */
    public String reason() {
        return reason;
    }
}
