package org.gridpuzzle.clikit;

/** The exit codes of every gridpuzzle command, as listed in {@code --help}. */
public final class ExitCodes {

    public static final int OK = 0;
    public static final int INTERNAL_ERROR = 1;
    public static final int BAD_INPUT = 2;
    public static final int NO_SOLUTION = 3;

    private ExitCodes() {
    }
}
