package org.gridpuzzle.adapter.cli.floodit;

import org.gridpuzzle.application.operation.Outcome;
import java.util.Locale;
import org.gridpuzzle.adapter.cli.CliAnswer;
import org.gridpuzzle.clikit.Terminal;
import org.gridpuzzle.answer.AnswerPictures;
import org.gridpuzzle.answer.FloodItAlgorithmText;
import org.gridpuzzle.answer.FloodItAnswers;
import org.gridpuzzle.application.port.in.floodit.SolveFloodItResult;

/** The moves and a summary line (length, optimality, bound, algorithm, time); exit 3 when a limit stopped it. */
final class SolveFloodItPresenter {

    private SolveFloodItPresenter() {
    }

    static CliAnswer answer(SolveFloodItResult r, FloodItAnswers.Solve doc, boolean explain) {
        return new CliAnswer(doc, t -> print(t, r, doc, explain),
                () -> AnswerPictures.floodItSolve(r),
                // a limit stopped it: the best so far, exit 3 (Ctrl-C's 130 is the JVM's, after the answer is printed)
                Outcome.of(r.answer().stopped() == null, null).exitCode());
    }

    private static void print(Terminal terminal, SolveFloodItResult r, FloodItAnswers.Solve doc, boolean explain) {
        String label = FloodItAlgorithmText.label(r.mode(), r.choice(), r.beam());
        if (explain) {
            terminal.out().println(doc.explanation());
        }
        if (doc.moves() != null && doc.stopped() != null) {
            terminal.out().println(doc.moves());
            terminal.out().printf(Locale.ROOT, "stopped: %s; best so far %d moves, lower bound %d (gap %d), %s in %.1f ms%n",
                    doc.stopped(), doc.length(), doc.lowerBound(), doc.gap(), label, doc.millis());
        } else if (doc.stopped() != null) {
            terminal.out().println("stopped: " + doc.stopped() + " before an answer (lower bound " + doc.lowerBound() + ")");
        } else {
            terminal.out().println(doc.moves());
            terminal.out().printf(Locale.ROOT, "%d moves (%s), lower bound %d, %s in %.1f ms%n", doc.length(),
                    doc.optimal() ? "optimal" : "not proved optimal", doc.lowerBound(), label, doc.millis());
        }
    }
}
