package org.gridpuzzle.adapter.cli.planning;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.gridpuzzle.adapter.cli.ExitCodes;
import org.gridpuzzle.adapter.cli.JsonOutput;
import org.gridpuzzle.adapter.cli.Terminal;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.application.port.in.planning.LevelPlan;
import org.gridpuzzle.application.port.in.planning.PlanGameResult;
import org.gridpuzzle.domain.planning.PlanSearch;

/** Planning results: per level the plan, then a summary line; or JSON. Exit 3 if a level has no plan. */
final class PlanPresenter {

    private PlanPresenter() {
    }

    static Map<String, Object> json(PlanGameResult result, PlanSearch.Options options, String key) {
        List<Object> levels = new ArrayList<>();
        for (LevelPlan p : result.levels()) {
            PlanSearch.Outcome o = p.outcome();
            Map<String, Object> doc = new LinkedHashMap<>();
            doc.put("level", p.index());
            doc.put("title", p.title());
            doc.put("moves", o.moves());
            doc.put(key, p.solved() ? o.objectMoves() : null);
            doc.put("optimal", o.optimal());
            doc.put("lowerBound", o.lowerBound());
            doc.put("stopped", o.stopped());
            doc.put("solverCalls", o.calls());
            doc.put("solverMillis", o.solverNanos() / 1e6);
            doc.put("variables", o.variables());
            doc.put("clauses", o.clauses());
            doc.put("millis", p.nanos() / 1e6);
            levels.add(doc);
        }
        Map<String, Object> doc = new LinkedHashMap<>();
        // a model back-end has no strategy or encoding of ours: its solver names the model
        doc.put("strategy", result.encoding() == null ? null : options.strategy().label());
        doc.put("encoding", result.encoding() == null ? null : result.encoding().label());
        doc.put("solver", result.solver());
        doc.put("levels", levels);
        return doc;
    }

    /**
     * The answer to save: one level's plan as such (a picture or its LURD line); several levels' plans as LURD lines,
     * each after a {@code ; N title} comment, as XSB files name their levels.
     */
    static Output answer(PlanGameResult result) {
        if (result.levels().size() == 1) {
            return result.levels().get(0).answer();
        }
        StringBuilder sb = new StringBuilder();
        for (LevelPlan p : result.levels()) {
            sb.append("; ").append(p.index()).append(' ').append(p.title()).append('\n')
                    .append(p.solved() ? p.outcome().moves() : "").append('\n');
        }
        return new Output.Text(sb.toString());
    }

    /**
     * @param key the JSON name of the object-move count ({@code pushes}, {@code ballMoves})
     * @param unit the same in words
     */
    static int present(Terminal terminal, PlanGameResult result, PlanSearch.Options options, String key, String unit,
            boolean json) {
        PrintWriter out = terminal.out();
        if (json) {
            JsonOutput.print(out, json(result, options, key));
        } else {
            for (LevelPlan p : result.levels()) {
                PlanSearch.Outcome o = p.outcome();
                if (p.solved()) {
                    out.println(o.moves());
                    PlanSearch.Strategy strategy = options.strategy();
                    // the searches alone use no encoding and no SAT solver
                    String how = result.encoding() == null ? result.solver()
                            : strategy == PlanSearch.Strategy.SEARCH || strategy == PlanSearch.Strategy.SEARCH_OPTIMAL
                            ? strategy.label() + " (no SAT)"
                            : strategy.label() + ", " + result.encoding().label() + ", " + result.solver();
                    out.printf(Locale.ROOT, "%s: %d %s (%s), %d moves in all; %s; %d solver calls, %.1f s%n",
                            p.title(), o.objectMoves(), unit, o.optimal() ? "optimal" : "not proved optimal",
                            o.moves().length(), how, o.calls(), p.nanos() / 1e9);
                } else {
                    out.printf(Locale.ROOT, "%s: no plan: %s%s%n", p.title(), o.stopped(),
                            o.lowerBound() > 0 ? "; at least " + o.lowerBound() + " " + unit : "");
                }
            }
        }
        out.flush();
        boolean all = !result.levels().isEmpty() && result.levels().stream().allMatch(LevelPlan::solved);
        return all ? ExitCodes.OK : ExitCodes.NO_SOLUTION;
    }
}

