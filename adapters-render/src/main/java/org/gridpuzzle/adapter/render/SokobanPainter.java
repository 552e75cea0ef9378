package org.gridpuzzle.adapter.render;

import java.util.ArrayList;
import java.util.List;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.domain.grid.Direction;
import org.gridpuzzle.domain.sokoban.SokobanLevel;
import org.gridpuzzle.domain.sokoban.SokobanReplay;
import org.gridpuzzle.domain.sokoban.SokobanState;

/**
 * A Sokoban level: walls, floor and goals painted once; boxes (blue on a goal) and the player per frame, one frame
 * per move of the plan (per push when the plan is long), captioned with the move and push counts.
 */
final class SokobanPainter {

    static final String WALL = "#7A5C3E";
    static final String FLOOR = "#F2EFE6";
    static final String GOAL = "#009E73";
    static final String BOX = "#D55E00";
    static final String BOX_ON_GOAL = "#0072B2";
    static final String PLAYER = "#222222";
    /** Plans longer than this show a frame per push, not per move. */
    static final int FRAMES_PER_MOVE_UP_TO = 400;

    private SokobanPainter() {
    }

    static Scene scene(Output.SokobanPlan p) {
        SokobanLevel level = p.level();
        Cells cells = Cells.fit(level.rows(), level.cols());
        Drawing background = new Drawing();
        for (int cell = 0; cell < level.cells(); cell++) {
            int r = cell / level.cols();
            int c = cell % level.cols();
            background.rect(cells.x(c), cells.y(r), cells.size(), cells.size(), level.wall(cell) ? WALL : FLOOR);
            if (level.goal(cell)) {
                background.circle(cells.centreX(c), cells.centreY(r), cells.size() / 5, GOAL, null, 0);
            }
        }
        String moves = p.moves();
        boolean perPush = moves.length() > FRAMES_PER_MOVE_UP_TO;
        List<Scene.Frame> frames = new ArrayList<>();
        SokobanState s = level.start();
        frames.add(new Scene.Frame(pieces(cells, level, s), moves.isEmpty() ? "" : "start"));
        int pushes = 0;
        for (int i = 0; i < moves.length(); i++) {
            Direction d = Direction.of(moves.charAt(i));
            SokobanReplay.Step step = d == null ? null : SokobanReplay.step(level, s, d);
            if (step == null || step.kind() == SokobanReplay.Kind.BLOCKED) {
                break; // the plan was replayed before it was saved; a broken one just stops here
            }
            s = step.after();
            pushes += step.kind() == SokobanReplay.Kind.PUSH ? 1 : 0;
            if (!perPush || step.kind() == SokobanReplay.Kind.PUSH || i == moves.length() - 1) {
                frames.add(new Scene.Frame(pieces(cells, level, s), "move " + (i + 1) + "/" + moves.length() + ", "
                        + pushes + " push" + (pushes == 1 ? "" : "es"), step.kind() == SokobanReplay.Kind.PUSH));
            }
        }
        return new Scene(cells.width(level.cols()), cells.height(level.rows()), background, frames, 0.25);
    }

    private static Drawing pieces(Cells cells, SokobanLevel level, SokobanState s) {
        Drawing d = new Drawing();
        int inset = Math.max(1, cells.size() / 8);
        for (int cell = 0; cell < level.cells(); cell++) {
            int r = cell / level.cols();
            int c = cell % level.cols();
            if (s.box(cell)) {
                d.rect(cells.x(c) + inset, cells.y(r) + inset, cells.size() - 2 * inset, cells.size() - 2 * inset,
                        level.goal(cell) ? BOX_ON_GOAL : BOX, "#3A2A1A", 1);
            }
        }
        int r = s.player() / level.cols();
        int c = s.player() % level.cols();
        d.circle(cells.centreX(c), cells.centreY(r), cells.size() * 3 / 10, PLAYER, null, 0);
        return d;
    }
}

