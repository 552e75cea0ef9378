package org.gridpuzzle.adapter.cli.floodit;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.gridpuzzle.adapter.cli.ExitCodes;
import org.gridpuzzle.adapter.cli.JsonOutput;
import org.gridpuzzle.adapter.cli.LabelledEnumConverter;
import org.gridpuzzle.adapter.cli.Terminal;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.application.port.in.floodit.SolveFloodItResult;
import org.gridpuzzle.domain.floodit.Mode;
import org.gridpuzzle.domain.floodit.choice.FloodItAnswer;

/** The moves and a summary line (length, optimality, bound, algorithm, time), or JSON; exit 3 when a limit stopped it. */
final class SolveFloodItPresenter {

    private SolveFloodItPresenter() {
    }

    static Map<String, Object> json(SolveFloodItResult r) {
        FloodItAnswer a = r.answer();
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("mode", LabelledEnumConverter.label(r.mode()));
        doc.put("algorithm", AlgorithmText.label(r.mode(), r.choice(), r.beam()));
        doc.put("explanation", AlgorithmText.explanation(r.board(), r.mode(), r.choice(), r.beam()));
        boolean moves = a.found() || a.hasBest(); // stopped anytime searches keep their best sequence
        doc.put("moves", moves ? Moves.format(a.moves(), r.mode(), r.board()) : null);
        doc.put("length", moves ? a.moves().size() : null);
        doc.put("lowerBound", a.lowerBound());
        doc.put("optimal", a.optimal());
        doc.put("stopped", a.found() ? null : a.stopped().description());
        doc.put("millis", r.nanos() / 1e6);
        return doc;
    }

    /** The board and the moves found (none when a limit came first). */
    static Output answer(SolveFloodItResult r) {
        return new Output.FloodItMoves(r.board(), r.mode(), r.mode() == Mode.FIXED ? r.pivot() : null, r.answer().moves());
    }

    static int present(Terminal terminal, SolveFloodItResult r, boolean explain, boolean json) {
        FloodItAnswer a = r.answer();
        String moves = Moves.format(a.moves(), r.mode(), r.board());
        String label = AlgorithmText.label(r.mode(), r.choice(), r.beam());
        String explanation = AlgorithmText.explanation(r.board(), r.mode(), r.choice(), r.beam());
        String stopped = a.found() ? null : a.stopped().description();
        if (json) {
            JsonOutput.print(terminal.out(), json(r));
            return a.found() ? ExitCodes.OK : ExitCodes.NO_SOLUTION;
        }
        if (explain) {
            terminal.out().println(explanation);
        }
        if (a.hasBest()) {
            terminal.out().println(moves);
            terminal.out().printf(Locale.ROOT, "stopped: %s; best so far %d moves, lower bound %d (gap %d), %s in %.1f ms%n",
                    stopped, a.moves().size(), a.lowerBound(), a.moves().size() - a.lowerBound(), label, r.nanos() / 1e6);
            return ExitCodes.NO_SOLUTION;
        }
        if (!a.found()) {
            terminal.out().println("stopped: " + stopped + " before an answer (lower bound " + a.lowerBound() + ")");
            return ExitCodes.NO_SOLUTION;
        }
        terminal.out().println(moves);
        terminal.out().printf(Locale.ROOT, "%d moves (%s), lower bound %d, %s in %.1f ms%n", a.moves().size(),
                a.optimal() ? "optimal" : "not proved optimal", a.lowerBound(), label, r.nanos() / 1e6);
        return ExitCodes.OK;
    }
}

