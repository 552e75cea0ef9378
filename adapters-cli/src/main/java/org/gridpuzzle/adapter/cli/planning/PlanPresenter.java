package org.gridpuzzle.adapter.cli.planning;

import org.gridpuzzle.domain.planning.PlanOptions;
import org.gridpuzzle.domain.planning.PlanStrategy;
import org.gridpuzzle.application.operation.Outcome;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.gridpuzzle.adapter.cli.CliAnswer;
import org.gridpuzzle.answer.PlanAnswers;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.application.port.in.planning.LevelPlan;
import org.gridpuzzle.application.port.in.planning.PlanGameResult;
import org.gridpuzzle.format.sokoban.PlanListFormat;

/**
 * Planning results: per level the plan, then a summary line. Exit 0 only when every level has a complete answer; a
 * level without a plan, or with a plan and a gap left by a limit, exits 3 (the exit-code rule of every command); a
 * level of the collection that could not be read, 2 (bad input), after the others are answered.
 */
final class PlanPresenter {

    private PlanPresenter() {
    }

    static CliAnswer answer(PlanGameResult result, PlanAnswers.Solve doc, PlanOptions options) {
        boolean all = !result.levels().isEmpty() && result.levels().stream().allMatch(LevelPlan::complete);
        // a level of the collection that could not be read makes the run's answer bad input, after the others
        boolean notRead = result.levels().stream().anyMatch(p -> p.badInput() != null);
        return new CliAnswer(doc, t -> print(t.out(), doc, options), () -> saved(result),
                (notRead ? Outcome.BAD_INPUT : Outcome.of(all, null)).exitCode());
    }

    /**
     * The answer to save: one level's plan as such (a picture or its LURD line); several levels' plans (or a level
     * that could not be read) as {@link PlanListFormat} writes them: a level without a plan has no plan line, and says
     * why on its {@code ; N title} line (an empty plan line after it read back as a level already solved).
     */
    private static Output saved(PlanGameResult result) {
        if (result.levels().size() == 1 && result.levels().get(0).badInput() == null) {
            return result.levels().get(0).answer();
        }
        List<PlanListFormat.Entry> entries = new ArrayList<>();
        for (LevelPlan p : result.levels()) {
            String stopped = p.outcome().stopped();
            entries.add(p.badInput() != null ? PlanListFormat.Entry.without(p.index(), p.title(), "not read: "
                    + p.badInput()) : p.solved() ? PlanListFormat.Entry.planned(p.index(), p.title(), p.outcome().moves())
                    : PlanListFormat.Entry.without(p.index(), p.title(), "no plan" + (stopped == null ? "" : ": "
                    + stopped)));
        }
        return new Output.Text(PlanListFormat.write(entries));
    }

    /** The nodes the state searches expanded, where one ran (fess's count is the papers'). */
    private static String nodes(PlanAnswers.Level p) {
        return p.nodes() == null ? "" : "; nodes expanded: " + p.nodes();
    }

    private static void print(PrintWriter out, PlanAnswers.Solve doc, PlanOptions options) {
        for (PlanAnswers.Level p : doc.levels()) {
            if (p.badInput() != null) {
                out.printf(Locale.ROOT, "%s: not read: %s%n", p.title(), p.badInput());
            } else if (p.moves() != null) {
                out.println(p.moves());
                PlanStrategy strategy = options.strategy();
                // a plan the state search answered alone used no encoding and no SAT solver: name neither
                boolean searchAlone = doc.encoding() != null && p.solverCalls() == 0 && strategy.searches();
                String calls = p.solverCalls() + (p.solverCalls() == 1 ? " solver call" : " solver calls");
                // an empty plan: the level was solved at its start, which no strategy or solver was asked about
                String how = p.moves().isEmpty() ? "already solved at the start"
                        : doc.encoding() == null ? doc.solver() + "; " + calls
                        : searchAlone ? strategy.label() + " (by search, no SAT call)"
                        : strategy.label() + ", " + doc.encoding() + ", " + doc.solver() + "; " + calls;
                out.printf(Locale.ROOT, "%s: %d %s (%s), %d moves in all; %s, %.1f s%s%n",
                        p.title(), p.objectMoves(), doc.objectUnit(), p.optimal() ? "optimal"
                                : p.lowerBound() > 0 ? "at least " + p.lowerBound() + ", gap " + (p.objectMoves()
                                - p.lowerBound()) + (p.stopped() != null ? "; " + p.stopped() : "")
                                : "not proved optimal",
                        p.length(), how, p.millis() / 1e3, nodes(p));
            } else {
                // a level proved to have no plan has no bound to give
                out.printf(Locale.ROOT, "%s: no plan: %s%s%s%n", p.title(), p.stopped(),
                        p.lowerBound() != null && p.lowerBound() > 0 ? "; at least " + p.lowerBound() + " "
                                + doc.objectUnit() : "", nodes(p));
            }
        }
    }
}
