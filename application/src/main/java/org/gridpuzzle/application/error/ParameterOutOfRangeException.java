package org.gridpuzzle.application.error;

/**
 * A numeric parameter of a command outside its range. Names the command record's parameter, not a
 * command-line option: drivers map the name to their own vocabulary.
 */
public final class ParameterOutOfRangeException extends InvalidInputException {

    private static final long serialVersionUID = 1L;

    private final String parameter;
    private final long value;
    private final long min;
    private final long max;

    public ParameterOutOfRangeException(String parameter, long value, long min, long max) {
        super(null, parameter + " must be " + (max == Long.MAX_VALUE ? "at least " + min : "between " + min + " and " + max)
                + ", got " + value);
        this.parameter = parameter;
        this.value = value;
        this.min = min;
        this.max = max;
    }

    /** Fails unless {@code min <= value <= max}. */
    public static long check(String parameter, long value, long min, long max) {
        if (value < min || value > max) {
            throw new ParameterOutOfRangeException(parameter, value, min, max);
        }
        return value;
    }

    /** The command record's component, e.g. {@code beam}. */
    public String parameter() {
        return parameter;
    }

    public long value() {
        return value;
    }

    public long min() {
        return min;
    }

    /** {@link Long#MAX_VALUE} when there is no upper bound. */
    public long max() {
        return max;
    }
}
