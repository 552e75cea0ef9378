package org.gridpuzzle.adapter.cli;

import org.gridpuzzle.application.operation.Outcome;
import org.gridpuzzle.clikit.ExitCodes;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.gridpuzzle.answer.AnswerJson;
import org.gridpuzzle.application.error.InputStoppedException;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.application.error.OutputStoppedException;
import org.gridpuzzle.domain.grid.InvalidModelException;
import org.gridpuzzle.domain.sat.SatSolverException;
import org.gridpuzzle.domain.search.MemoryBudgetException;
import org.gridpuzzle.application.output.PictureTooLargeException;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;
import picocli.CommandLine.ParseResult;

/** Turns failures into one line on stderr and the documented exit code; stack traces only for bugs, on request. */
final class ErrorHandlers implements IExecutionExceptionHandler, IParameterExceptionHandler {

    static final String DEBUG_VARIABLE = "GRIDPUZZLE_DEBUG";

    /** The lab's command families: named when this command line is asked for one it does not have. */
    private static final Set<String> LAB_FAMILIES = Set.of("bench", "experiment");

    private final StderrProgressAdapter progress;

    ErrorHandlers(StderrProgressAdapter progress) {
        this.progress = progress;
    }

    @Override
    public int handleParseException(ParameterException ex, String[] args) {
        CommandLine cmd = ex.getCommandLine();
        progress.finish();
        String hint = " (see '" + cmd.getCommandSpec().qualifiedName() + " --help')";
        String message = ex.getMessage().replace(System.lineSeparator(), " ").replace("\n", " ").trim();
        // a mistyped command or option: picocli's nearest names, in the same one line
        String lab = ex instanceof UnmatchedArgumentException u && cmd.getParent() == null && !u.getUnmatched().isEmpty()
                && LAB_FAMILIES.contains(u.getUnmatched().get(0)) ? u.getUnmatched().get(0) : null;
        if (lab != null) {
            // the measuring commands ship apart, so a user who only solves never downloads SQLite or Hazelcast
            message = "'" + lab + "' is a command of gridpuzzle-lab, the measuring side's archive (a clone's"
                    + " ./gridpuzzle has it too); this installation solves, verifies, explains, generates and serves";
            hint = "";
        } else if (ex instanceof UnmatchedArgumentException u && !u.getSuggestions().isEmpty()) {
            List<String> near = u.getSuggestions().stream().limit(3).toList();
            String first = u.getUnmatched().isEmpty() ? "" : u.getUnmatched().get(0);
            if (!first.startsWith("-") && !cmd.getSubcommands().isEmpty()) {
                // picocli says "Unmatched arguments from index 0: 'sugru', 'solve'": a person typed a command's name
                message = "unknown command '" + first + "'" + (cmd.getParent() == null ? ""
                        : " of '" + cmd.getCommandSpec().qualifiedName() + "'");
            }
            hint = "; did you mean " + String.join(" or ", near.stream().map(n -> "'" + n + "'").toList()) + "?" + hint;
        }
        cmd.getErr().println(visible("gridpuzzle: " + message + hint));
        cmd.getErr().flush();
        return Outcome.BAD_INPUT.exitCode();
    }

    @Override
    public int handleExecutionException(Exception ex, CommandLine cmd, ParseResult parseResult) {
        PrintWriter err = cmd.getErr();
        progress.finish();
        int code;
        String worded = ErrorMessages.of(ex);
        String badInput = worded != null ? worded : ex instanceof InvalidInputException
                || ex instanceof InvalidModelException || ex instanceof SatSolverException ? ex.getMessage() : null;
        if (badInput != null) {
            if (wantsJson(parseResult)) {
                // a machine asked for JSON: the failure as a JSON document on stdout too, the line for a person here
                cmd.getOut().print(AnswerJson.pretty(errorDocument(badInput, ex)));
                cmd.getOut().flush();
            }
            err.println(visible("gridpuzzle: " + badInput));
            code = Outcome.BAD_INPUT.exitCode();
        } else if (ex instanceof InputStoppedException || ex instanceof OutputStoppedException) {
            err.println(visible("gridpuzzle: " + ex.getMessage()));
            // a limit reached before there was anything to answer, or before the answer was saved
            code = Outcome.NO_ANSWER.exitCode();
        } else if (ex instanceof PictureTooLargeException) {
            // sized before it was drawn: the answer was printed, no file is written
            err.println(visible("gridpuzzle: no picture written: " + ex.getMessage() + "; --memory SIZE raises it"));
            code = Outcome.MEMORY_LIMIT.exitCode();
        } else if (ex instanceof MemoryBudgetException) {
            // the heap is the launcher's to set; the domain only knows the sizes
            err.println(visible("gridpuzzle: stopped: " + ex.getMessage() + "; --memory SIZE raises it"));
            code = Outcome.MEMORY_LIMIT.exitCode();
        } else {
            err.println(visible("gridpuzzle: internal error: " + ex
                    + " (set " + DEBUG_VARIABLE + "=1 to see the stack trace)"));
            if (System.getenv(DEBUG_VARIABLE) != null) {
                ex.printStackTrace(err);
            }
            code = Outcome.INTERNAL_ERROR.exitCode();
        }
        err.flush();
        return code;
    }

    private static boolean wantsJson(ParseResult parseResult) {
        ParseResult last = parseResult;
        while (last != null && last.hasSubcommand()) {
            last = last.subcommand();
        }
        return last != null && last.hasMatchedOption("--json");
    }

    /** The error as the web API words it: kind, message, and the place when the input has one. */
    private static Map<String, Object> errorDocument(String message, Exception ex) {
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("error", "bad input");
        doc.put("message", message);
        if (ex instanceof InvalidInputException in) {
            doc.put("file", in.source());
            doc.put("line", in.line().orElse(null));
            doc.put("column", in.column().orElse(null));
        }
        doc.put("exitCode", ExitCodes.BAD_INPUT);
        return doc;
    }

    /**
     * The message as one line a terminal shows as it is: control characters (a file's NUL, an escape sequence that
     * would recolour or rewrite the terminal, a line break in a file name) and bidirectional overrides are written as
     * {@code \\uXXXX}, so an error about a hostile file cannot forge or hide what the user reads.
     */
    static String visible(String message) {
        StringBuilder out = new StringBuilder(message.length());
        message.codePoints().forEach(c -> {
            // an error is one line: its line breaks and tabs are shown too, beside what answers show
            boolean hidden = VisibleWriter.hidden(c) || c == '\n' || c == '\r' || c == '\t';
            if (hidden) {
                out.append(String.format("\\u%04x", c));
            } else {
                out.appendCodePoint(c);
            }
        });
        return out.toString();
    }
}
