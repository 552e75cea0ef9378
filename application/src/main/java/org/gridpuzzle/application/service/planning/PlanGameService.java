package org.gridpuzzle.application.service.planning;

import jakarta.inject.Inject;
import org.gridpuzzle.application.input.StandardInput;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import org.gridpuzzle.application.error.NoSuchLevelException;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.application.port.in.planning.Game;
import org.gridpuzzle.application.port.in.planning.LevelPlan;
import org.gridpuzzle.application.port.in.planning.PlanGameCommand;
import org.gridpuzzle.application.port.in.planning.PlanGameResult;
import org.gridpuzzle.application.port.in.planning.PlanGameUseCase;
import org.gridpuzzle.application.port.out.ProgressPort;
import org.gridpuzzle.application.port.out.planning.LoadSnowmanLevelPort;
import org.gridpuzzle.application.port.out.planning.LoadSokobanLevelsPort;
import org.gridpuzzle.application.port.out.sat.SatBackend;
import org.gridpuzzle.application.port.out.sat.SaveCnfPort;
import org.gridpuzzle.application.port.out.sat.SelectSatSolverPort;
import org.gridpuzzle.domain.planning.GameEncoding;
import org.gridpuzzle.domain.planning.PlanSearch;
import org.gridpuzzle.domain.sat.SatSolverFactory;
import org.gridpuzzle.domain.snowman.SnowmanEncoding;
import org.gridpuzzle.domain.snowman.SnowmanLevel;
import org.gridpuzzle.domain.sokoban.SokobanEncoding;
import org.gridpuzzle.domain.sokoban.SokobanLevel;

/**
 * Loads the levels, runs the chosen strategy on each within the per-level limits, reports every solver
 * call as progress, and stops between levels when cancelled. Plans are replayed inside the search.
 */
public final class PlanGameService implements PlanGameUseCase {

    private final LoadSokobanLevelsPort sokoban;
    private final LoadSnowmanLevelPort snowman;
    private final SelectSatSolverPort solvers;
    private final SaveCnfPort cnfs;
    private final ProgressPort progress;

    @Inject
    public PlanGameService(LoadSokobanLevelsPort sokoban, LoadSnowmanLevelPort snowman, SelectSatSolverPort solvers,
            SaveCnfPort cnfs, ProgressPort progress) {
        this.sokoban = sokoban;
        this.snowman = snowman;
        this.solvers = solvers;
        this.cnfs = cnfs;
        this.progress = progress;
    }

    @Override
    public PlanGameResult plan(PlanGameCommand command) {
        String stage = command.game().name().toLowerCase(Locale.ROOT);
        List<Selected> selected = select(command);
        SatBackend backend = solvers.select(command.solver());
        List<LevelPlan> out = new ArrayList<>();
        for (Selected level : selected) {
            if (command.limits().cancelled().getAsBoolean()) {
                break;
            }
            String title = level.title();
            SatSolverFactory factory = command.dimacsDir() == null ? backend.factory()
                    : new DimacsDump(backend.factory(), cnfs, command.dimacsDir(), fileStem(title, level.index()));
            long start = System.nanoTime();
            PlanSearch.Outcome outcome = PlanSearch.run(level.game(), command.options(), factory, command.limits(),
                    (phase, bound, status, nanos, variables, clauses) -> progress.report(stage, String.format(
                            Locale.ROOT, "%s: %s %d: %s in %.1f s (%d variables, %d clauses)", title, phase, bound,
                            status.name(), nanos / 1e9, variables, clauses)));
            LevelPlan plan = new LevelPlan(level.index(), title, outcome, System.nanoTime() - start,
                    level.answer().apply(outcome.moves() == null ? "" : outcome.moves()));
            out.add(plan);
            if (selected.size() > 1) {
                progress.report(stage, String.format(Locale.ROOT, "%s: %s in %.1f s", title,
                        plan.solved() ? outcome.objectMoves() + (command.game() == Game.SOKOBAN ? " pushes" : " ball moves")
                                + (outcome.optimal() ? " (optimal)" : "")
                                : outcome.stopped(), plan.nanos() / 1e9));
            }
        }
        return new PlanGameResult(backend.description(), command.options().encoding(), out);
    }

    private List<Selected> select(PlanGameCommand command) {
        List<Selected> selected = new ArrayList<>();
        if (command.game() == Game.SNOWMAN) {
            SnowmanLevel level = snowman.loadSnowmanLevel(command.file());
            selected.add(new Selected(1, StandardInput.shortName(command.file()), new SnowmanEncoding(level),
                    moves -> new Output.SnowmanPlan(level, moves)));
            return selected;
        }
        List<SokobanLevel> all = sokoban.loadSokobanLevels(command.file());
        List<Integer> wanted = new ArrayList<>(command.levels());
        for (int i = 1; wanted.isEmpty() && i <= all.size(); i++) {
            selected.add(selected(all, i));
        }
        for (int index : wanted) {
            if (index < 1 || index > all.size()) {
                throw new NoSuchLevelException(command.file().toString(), index, all.size());
            }
            selected.add(selected(all, index));
        }
        return selected;
    }

    private static Selected selected(List<SokobanLevel> all, int index) {
        SokobanLevel level = all.get(index - 1);
        String title = level.title();
        return new Selected(index, title.isBlank() ? "level " + index : title, new SokobanEncoding(level),
                moves -> new Output.SokobanPlan(level, moves));
    }

    /** A level to plan: its number in the file, its title, its encoding, and how its answer is made from a plan. */
    private record Selected(int index, String title, GameEncoding game, Function<String, Output> answer) {
    }

    private static String fileStem(String title, int index) {
        String safe = title.replaceAll("[^A-Za-z0-9._-]+", "_");
        return String.format(Locale.ROOT, "%03d-%s", index, safe.length() > 40 ? safe.substring(0, 40) : safe);
    }
}

