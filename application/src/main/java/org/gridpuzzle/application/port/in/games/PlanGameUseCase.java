package org.gridpuzzle.application.port.in.games;

import java.nio.file.Path;
import java.util.List;
import org.gridpuzzle.domain.planning.PlanSearch;
import org.gridpuzzle.domain.reachability.EncodingKind;
import org.gridpuzzle.domain.search.Limits;

/** Plans Sokoban or Snowman levels by SAT (see {@link PlanSearch} for the strategies). */
public interface PlanGameUseCase {

    enum Game {
        SOKOBAN, SNOWMAN
    }

    /**
     * @param levels 1-based level numbers of the file; empty for all of them (a Snowman file has one)
     * @param limits per level
     * @param dimacsDir when not null, every formula solved is also written there as DIMACS
     */
    record PlanCommand(Game game, Path file, List<Integer> levels, PlanSearch.Options options, String solver,
            Limits limits, Path dimacsDir) {
    }

    /**
     * @param title the level's title or file name
     * @param outcome the search's answer (plan, bounds, solver statistics)
     */
    record LevelPlan(int index, String title, PlanSearch.Outcome outcome, long nanos) {

        public boolean solved() {
            return outcome.moves() != null;
        }
    }

    /** @param solver what ran the formulas */
    record PlanResult(String solver, EncodingKind encoding, List<LevelPlan> levels) {
    }

    PlanResult plan(PlanCommand command);
}
