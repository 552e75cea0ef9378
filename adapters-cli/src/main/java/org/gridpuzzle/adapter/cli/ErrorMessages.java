package org.gridpuzzle.adapter.cli;

import org.gridpuzzle.clikit.LabelledEnumConverter;
import org.gridpuzzle.application.error.InvalidParameterException;
import org.gridpuzzle.application.error.MissingEndpointException;
import org.gridpuzzle.application.error.ParameterOutOfRangeException;
import org.gridpuzzle.application.error.UnrecognisedFormatException;
import org.gridpuzzle.application.error.UnsupportedBoardException;
import org.gridpuzzle.application.error.UnsupportedSolverException;
import org.gridpuzzle.domain.floodit.Mode;
import org.gridpuzzle.domain.floodit.AlgorithmChoice;
import org.gridpuzzle.domain.floodit.UnsupportedAlgorithmException;
import org.gridpuzzle.domain.suguru.RegionTooLargeException;

/**
 * The one place where typed failures of the inner layers become sentences with option names: the use cases
 * and the domain say what is wrong in values, the command line says what to type instead.
 */
final class ErrorMessages {

    private ErrorMessages() {
    }

    /** The one line for a failure of bad input, or null when it is not one this class words. */
    static String of(Exception e) {
        if (e instanceof ParameterOutOfRangeException p) {
            return OptionNames.of(p.parameter()) + " must be " + (p.max() == Long.MAX_VALUE || p.max() == Integer.MAX_VALUE
                    ? "at least " + p.min() : "between " + p.min() + " and " + p.max()) + ", got " + p.value();
        }
        if (e instanceof InvalidParameterException p) {
            return OptionNames.of(p.parameter()) + (p.value() == null ? "" : " " + p.value()) + ": " + p.reason();
        }
        if (e instanceof UnsupportedBoardException b) {
            return located(b.source(), algorithm(b.reason()));
        }
        if (e instanceof UnsupportedAlgorithmException u) {
            return algorithm(u);
        }
        if (e instanceof UnsupportedSolverException u) {
            return located(u.source(), "the " + u.solver() + " solver needs one row or one column; this grid is " + u.shape());
        }
        if (e instanceof MissingEndpointException m) {
            return located(m.source(), m.endpoint() == MissingEndpointException.Endpoint.SOURCE
                    ? "no source: mark a cell 'S' or give --from" : "no target: mark a cell 'T' or give --to");
        }
        if (e instanceof UnrecognisedFormatException f) {
            return located(f.source(), (f.requested() == null ? "cannot tell the format from the file name; use --format"
                    + " with one of: " : "unknown format '" + f.requested() + "'; known: ") + String.join(", ", f.known()));
        }
        if (e instanceof RegionTooLargeException r) {
            return "regions of more than " + r.limit() + " cells are beyond the fast solver (this puzzle has one of "
                    + r.size() + "); use --solver sat (any region size) or paper";
        }
        return null;
    }

    private static String algorithm(UnsupportedAlgorithmException u) {
        String flag = "--algorithm " + LabelledEnumConverter.label(u.algorithm());
        String board = u.rows() + "×" + u.cols() + ", " + u.colours() + " colour" + (u.colours() == 1 ? "" : "s");
        return switch (u.requirement()) {
            case ONE_LINE -> flag + " needs a board of one row or one column, not " + board;
            case TWO_COLOURS -> flag + " needs a board of two colours, not " + board;
            case TWO_LINES -> flag + " needs a board of two rows or two columns"
                    + (u.mode() == Mode.FIXED ? " (at most "
                    + AlgorithmChoice.FIXED_TWO_ROW_LENGTH + " long, " + AlgorithmChoice.FIXED_TWO_ROW_COLOURS + " colours)"
                    : "") + ", not " + u.rows() + "×" + u.cols();
            case PALETTE -> flag + " handles up to " + u.limit() + " colours, not " + u.found();
            case FREE_MODE -> flag + " is for --mode free";
            case COMPONENTS -> "the general search handles up to " + u.limit() + " components; this board has "
                    + u.found() + " (use --heuristic)";
        };
    }

    private static String located(String source, String problem) {
        return source == null ? problem : source + ": " + problem;
    }
}

