package org.gridpuzzle.application.service.games;

import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.application.port.in.games.PlanGameUseCase;
import org.gridpuzzle.application.port.out.ProgressPort;
import org.gridpuzzle.application.port.out.games.GameLevelFilePort;
import org.gridpuzzle.application.port.out.sat.SatBackendPort;
import org.gridpuzzle.application.port.out.sat.SatFilePort;
import org.gridpuzzle.domain.planning.GameEncoding;
import org.gridpuzzle.domain.planning.PlanSearch;
import org.gridpuzzle.domain.snowman.SnowmanEncoding;
import org.gridpuzzle.domain.sokoban.SokobanEncoding;
import org.gridpuzzle.domain.sat.SatSolverFactory;
import org.gridpuzzle.domain.sokoban.SokobanLevel;

/**
 * Loads the levels, runs the chosen strategy on each within the per-level limits, reports every solver
 * call as progress, and stops between levels when cancelled. Plans are replayed inside the search.
 */
public final class PlanGameService implements PlanGameUseCase {

    private final GameLevelFilePort files;
    private final SatBackendPort backends;
    private final SatFilePort satFiles;
    private final ProgressPort progress;

    @Inject
    public PlanGameService(GameLevelFilePort files, SatBackendPort backends, SatFilePort satFiles,
            ProgressPort progress) {
        this.files = files;
        this.backends = backends;
        this.satFiles = satFiles;
        this.progress = progress;
    }

    @Override
    public PlanResult plan(PlanCommand command) {
        String stage = command.game().name().toLowerCase(Locale.ROOT);
        List<Selected> selected = new ArrayList<>();
        if (command.game() == Game.SNOWMAN) {
            selected.add(new Selected(1, command.file().getFileName().toString(),
                    new SnowmanEncoding(files.snowmanLevel(command.file()))));
        } else {
            List<SokobanLevel> all = files.sokobanLevels(command.file());
            for (int index : command.levels().isEmpty() ? range(all.size()) : command.levels()) {
                if (index < 1 || index > all.size()) {
                    throw new InvalidInputException(command.file().toString(), "there is no level " + index
                            + " (the file has " + all.size() + ")");
                }
                String title = all.get(index - 1).title();
                selected.add(new Selected(index, title.isBlank() ? "level " + index : title,
                        new SokobanEncoding(all.get(index - 1))));
            }
        }
        SatSolverFactory base = backends.factory(command.solver());
        List<LevelPlan> out = new ArrayList<>();
        for (Selected level : selected) {
            if (command.limits().cancelled().getAsBoolean()) {
                break;
            }
            String title = level.title();
            SatSolverFactory factory = command.dimacsDir() == null ? base
                    : new DimacsDump(base, satFiles, command.dimacsDir(), fileStem(title, level.index()));
            long start = System.nanoTime();
            PlanSearch.Outcome outcome = PlanSearch.run(level.game(), command.options(), factory, command.limits(),
                    (phase, bound, status, nanos, variables, clauses) -> progress.report(stage, String.format(
                            Locale.ROOT, "%s: %s %d: %s in %.1f s (%d variables, %d clauses)", title, phase, bound,
                            status.name(), nanos / 1e9, variables, clauses)));
            LevelPlan plan = new LevelPlan(level.index(), title, outcome, System.nanoTime() - start);
            out.add(plan);
            if (selected.size() > 1) {
                progress.report(stage, String.format(Locale.ROOT, "%s: %s in %.1f s", title,
                        plan.solved() ? outcome.objectMoves() + (command.game() == Game.SOKOBAN ? " pushes" : " ball moves")
                                + (outcome.optimal() ? " (optimal)" : "")
                                : outcome.stopped(), plan.nanos() / 1e9));
            }
        }
        return new PlanResult(backends.describe(command.solver()), command.options().encoding(), out);
    }

    /** A level to plan: its number in the file, its title, and its encoding. */
    private record Selected(int index, String title, GameEncoding game) {
    }

    private static List<Integer> range(int n) {
        List<Integer> out = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            out.add(i);
        }
        return out;
    }

    private static String fileStem(String title, int index) {
        String safe = title.replaceAll("[^A-Za-z0-9._-]+", "_");
        return String.format(Locale.ROOT, "%03d-%s", index, safe.length() > 40 ? safe.substring(0, 40) : safe);
    }
}
