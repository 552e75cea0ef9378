package org.gridpuzzle.application.service.games;

import jakarta.inject.Inject;
import java.util.List;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.application.port.in.games.CheckPlanUseCase;
import org.gridpuzzle.application.port.out.games.GameLevelFilePort;
import org.gridpuzzle.domain.snowman.SnowmanLevel;
import org.gridpuzzle.domain.snowman.SnowmanReplay;
import org.gridpuzzle.domain.snowman.SnowmanState;
import org.gridpuzzle.domain.sokoban.SokobanLevel;
import org.gridpuzzle.domain.sokoban.SokobanReplay;
import org.gridpuzzle.domain.sokoban.SokobanState;

/** Loads the level, replays the plan with the game's simulator, and draws where it ends. */
public final class CheckPlanService implements CheckPlanUseCase {

    private final GameLevelFilePort files;

    @Inject
    public CheckPlanService(GameLevelFilePort files) {
        this.files = files;
    }

    @Override
    public CheckPlanResult check(CheckPlanCommand command) {
        String moves = command.moves().strip();
        if (command.game() == Game.SOKOBAN) {
            List<SokobanLevel> levels = files.sokobanLevels(command.file());
            if (command.level() < 1 || command.level() > levels.size()) {
                throw new InvalidInputException(command.file().toString(), "no level " + command.level() + "; the file has "
                        + levels.size());
            }
            SokobanLevel level = levels.get(command.level() - 1);
            SokobanReplay.Result r = SokobanReplay.play(level, moves);
            boolean solved = r.ok() && level.solved(r.state());
            int off = 0;
            for (int cell = 0; cell < level.cells(); cell++) {
                off += r.state().box(cell) && !level.goal(cell) ? 1 : 0;
            }
            return new CheckPlanResult(level.title(), solved, r.moves(), r.pushes(), r.error(), r.failedAt(),
                    solved ? "" : off + " box" + (off == 1 ? "" : "es") + " off the goals", draw(level, r.state()));
        }
        SnowmanLevel level = files.snowmanLevel(command.file());
        SnowmanReplay.Result r = SnowmanReplay.play(level, moves);
        boolean solved = r.ok() && SnowmanReplay.solved(level, r.state());
        int missing = level.snowmen() - r.state().snowmenBuilt();
        return new CheckPlanResult(command.file().getFileName().toString(), solved, r.steps(), r.ballMoves(), r.error(),
                r.failedAt(), solved ? "" : missing + " of " + level.snowmen() + " snowm" + (level.snowmen() == 1 ? "an" : "en")
                        + " not built", draw(level, r.state()));
    }

    private static String draw(SokobanLevel level, SokobanState s) {
        // Readers add a ring of wall and wall off the outside: drop all-wall rows and columns beyond the first.
        int top = 0;
        while (top + 1 < level.rows() && allWallRow(level, top) && allWallRow(level, top + 1)) {
            top++;
        }
        int bottom = level.rows() - 1;
        while (bottom - 1 > top && allWallRow(level, bottom) && allWallRow(level, bottom - 1)) {
            bottom--;
        }
        int left = 0;
        while (left + 1 < level.cols() && allWallCol(level, left) && allWallCol(level, left + 1)) {
            left++;
        }
        int right = level.cols() - 1;
        while (right - 1 > left && allWallCol(level, right) && allWallCol(level, right - 1)) {
            right--;
        }
        StringBuilder sb = new StringBuilder();
        for (int r = top; r <= bottom; r++) {
            for (int c = left; c <= right; c++) {
                int cell = r * level.cols() + c;
                boolean goal = level.goal(cell);
                sb.append(level.wall(cell) ? '#' : s.player() == cell ? (goal ? '+' : '@') : s.box(cell) ? (goal ? '*' : '$')
                        : goal ? '.' : ' ');
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    private static boolean allWallRow(SokobanLevel level, int r) {
        for (int c = 0; c < level.cols(); c++) {
            if (!level.wall(r * level.cols() + c)) {
                return false;
            }
        }
        return true;
    }

    private static boolean allWallCol(SokobanLevel level, int c) {
        for (int r = 0; r < level.rows(); r++) {
            if (!level.wall(r * level.cols() + c)) {
                return false;
            }
        }
        return true;
    }

    private static String draw(SnowmanLevel level, SnowmanState s) {
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < level.rows(); r++) {
            for (int c = 0; c < level.cols(); c++) {
                int cell = r * level.cols() + c;
                sb.append(level.wall(cell) ? '#' : s.agent() == cell ? (s.snow(cell) ? 'p' : 'q')
                        : s.balls(cell) != 0 ? (char) ('0' + s.balls(cell)) : s.snow(cell) ? '.' : '\'');
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
