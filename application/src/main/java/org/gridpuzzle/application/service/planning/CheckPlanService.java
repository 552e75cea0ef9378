package org.gridpuzzle.application.service.planning;

import org.gridpuzzle.domain.sokoban.SokobanReplayResult;
import org.gridpuzzle.domain.snowman.SnowmanReplayResult;
import jakarta.inject.Inject;
import org.gridpuzzle.application.input.StandardInput;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.application.port.in.planning.CheckPlanCommand;
import org.gridpuzzle.application.port.in.planning.CheckPlanResult;
import org.gridpuzzle.application.port.in.planning.CheckPlanUseCase;
import org.gridpuzzle.application.port.in.planning.Game;
import org.gridpuzzle.application.port.out.planning.LoadSnowmanLevelPort;
import org.gridpuzzle.application.port.out.planning.LoadSokobanLevelsPort;
import org.gridpuzzle.domain.snowman.SnowmanLevel;
import org.gridpuzzle.domain.snowman.internal.SnowmanReplay;
import org.gridpuzzle.domain.sokoban.SokobanLevel;
import org.gridpuzzle.domain.sokoban.internal.SokobanReplay;

/** Loads the level, replays the plan with the game's simulator, and draws where it ends. */
public final class CheckPlanService implements CheckPlanUseCase {

    private final LoadSokobanLevelsPort sokoban;
    private final LoadSnowmanLevelPort snowman;

    @Inject
    public CheckPlanService(LoadSokobanLevelsPort sokoban, LoadSnowmanLevelPort snowman) {
        this.sokoban = sokoban;
        this.snowman = snowman;
    }

    @Override
    public CheckPlanResult check(CheckPlanCommand command) {
        String moves = command.moves().strip();
        if (command.game() == Game.SOKOBAN) {
            int index = command.levelTitle() == null ? command.level() : LevelTitles.positionOf(command.source().name(),
                    sokoban.sokobanTitles(command.source()), command.levelTitle());
            SokobanLevel level = sokoban.loadSokobanLevel(command.source(), index);
            SokobanReplayResult r = SokobanReplay.play(level, moves);
            boolean solved = r.ok() && level.solved(r.state());
            int off = level.boxesOffGoals(r.state());
            return new CheckPlanResult(level.title(), solved, r.moves(), r.pushes(), r.error(), r.failedAt(),
                    solved ? "" : off + " box" + (off == 1 ? "" : "es") + " off the goals", level.draw(r.state()),
                    new Output.SokobanPlan(level, moves.substring(0, r.moves())));
        }
        SnowmanLevel level = snowman.loadSnowmanLevel(command.source());
        SnowmanReplayResult r = SnowmanReplay.play(level, moves);
        boolean solved = r.ok() && SnowmanReplay.solved(level, r.state());
        int missing = level.snowmen() - r.state().snowmenBuilt();
        return new CheckPlanResult(command.source().shortName(), solved, r.steps(), r.ballMoves(), r.error(),
                r.failedAt(), solved ? "" : missing + " of " + level.snowmen() + " snowm" + (level.snowmen() == 1 ? "an" : "en")
                        + " not built", level.draw(r.state()), new Output.SnowmanPlan(level, moves.substring(0, r.steps())));
    }
}

