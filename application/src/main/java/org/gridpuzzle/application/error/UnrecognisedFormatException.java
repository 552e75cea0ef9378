package org.gridpuzzle.application.error;

import java.util.List;

/** A file whose format is not known: the name asked for does not exist, or the file name does not tell. */
public final class UnrecognisedFormatException extends InvalidInputException {

    private static final long serialVersionUID = 1L;

    private final String requested;
    private final List<String> known;

    /**
     * @param requested the format name asked for, or null when it was to be told by the file name
     * @param known the formats that would do, each as "name (extensions)"
     */
    public UnrecognisedFormatException(String source, String requested, List<String> known) {
        super(source, (requested == null ? "cannot tell the format from the file name" : "unknown format '" + requested + "'")
                + "; known: " + String.join(", ", known));
        this.requested = requested;
        this.known = List.copyOf(known);
    }

    /** The format name asked for, or null when the file name was to tell. */
    public String requested() {
        return requested;
    }

    public List<String> known() {
        return known;
    }
}
