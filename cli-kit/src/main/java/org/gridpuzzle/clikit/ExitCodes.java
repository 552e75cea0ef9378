package org.gridpuzzle.clikit;

import org.gridpuzzle.application.operation.Outcome;

/** The exit codes of every gridpuzzle command, as listed in {@code --help}: the outcomes' ({@link Outcome}). */
public final class ExitCodes {

    public static final int OK = Outcome.ANSWERED.exitCode();
    public static final int INTERNAL_ERROR = Outcome.INTERNAL_ERROR.exitCode();
    public static final int BAD_INPUT = Outcome.BAD_INPUT.exitCode();
    public static final int NO_SOLUTION = Outcome.NO_ANSWER.exitCode();

    private ExitCodes() {
    }
}
