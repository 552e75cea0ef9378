package org.gridpuzzle.adapter.render;

import java.util.ArrayList;
import java.util.List;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.domain.grid.Direction;
import org.gridpuzzle.domain.snowman.SnowmanLevel;
import org.gridpuzzle.domain.snowman.SnowmanRules;
import org.gridpuzzle.domain.snowman.SnowmanState;

/**
 * A Snowman level: walls once; snow (white) and grass (green) per frame, since rolling a ball clears the snow; balls
 * as white discs by size (a stack drawn largest first), the character as a blue disc; a frame per move.
 */
final class SnowmanPainter {

    static final String WALL = "#37474F";
    static final String SNOW = "#FFFFFF";
    static final String GRASS = "#9CCC65";
    static final String BALL = "#F4F8FF";
    static final String AGENT = "#0072B2";

    private SnowmanPainter() {
    }

    static Scene scene(Output.SnowmanPlan p) {
        SnowmanLevel level = p.level();
        Cells cells = Cells.fit(level.rows(), level.cols());
        Drawing background = new Drawing();
        for (int cell = 0; cell < level.rows() * level.cols(); cell++) {
            if (level.wall(cell)) {
                background.rect(cells.x(cell % level.cols()), cells.y(cell / level.cols()), cells.size(), cells.size(), WALL);
            }
        }
        List<Scene.Frame> frames = new ArrayList<>();
        SnowmanState s = level.start();
        String moves = p.moves();
        frames.add(new Scene.Frame(pieces(cells, level, s), moves.isEmpty() ? "" : "start"));
        int ballMoves = 0;
        for (int i = 0; i < moves.length(); i++) {
            Direction d = Direction.of(moves.charAt(i));
            SnowmanRules.Step step = d == null ? null : SnowmanRules.step(level, s, d);
            if (step == null || step.kind() == SnowmanRules.Kind.BLOCKED) {
                break;
            }
            s = step.after();
            ballMoves += step.kind().movesBall() ? 1 : 0;
            frames.add(new Scene.Frame(pieces(cells, level, s), "move " + (i + 1) + "/" + moves.length() + ", " + ballMoves
                    + " ball move" + (ballMoves == 1 ? "" : "s") + (s.snowmenBuilt() > 0 ? ", " + s.snowmenBuilt()
                    + " snowm" + (s.snowmenBuilt() == 1 ? "an" : "en") : ""), step.kind().movesBall()));
        }
        return new Scene(cells.width(level.cols()), cells.height(level.rows()), background, frames, 0.35);
    }

    private static Drawing pieces(Cells cells, SnowmanLevel level, SnowmanState s) {
        Drawing d = new Drawing();
        for (int cell = 0; cell < level.rows() * level.cols(); cell++) {
            if (level.wall(cell)) {
                continue;
            }
            int x = cells.x(cell % level.cols());
            int y = cells.y(cell / level.cols());
            d.rect(x, y, cells.size(), cells.size(), s.snow(cell) ? SNOW : GRASS, "#CFD8DC", 1);
            int balls = s.balls(cell);
            int[] sizes = {SnowmanLevel.LARGE, SnowmanLevel.MEDIUM, SnowmanLevel.SMALL};
            int[] radii = {cells.size() * 9 / 20, cells.size() * 7 / 20, cells.size() * 5 / 20};
            for (int k = 0; k < 3; k++) {
                if ((balls & sizes[k]) != 0) {
                    d.circle(x + cells.size() / 2, y + cells.size() / 2, radii[k], BALL, "#455A64", Math.max(1, cells.size() / 20));
                }
            }
        }
        int a = s.agent();
        d.circle(cells.centreX(a % level.cols()), cells.centreY(a / level.cols()), cells.size() * 3 / 10, AGENT, "#FFFFFF", 1);
        return d;
    }
}

