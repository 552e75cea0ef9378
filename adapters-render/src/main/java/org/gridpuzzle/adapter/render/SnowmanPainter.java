package org.gridpuzzle.adapter.render;

import org.gridpuzzle.domain.snowman.SnowmanStep;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.domain.grid.Direction;
import org.gridpuzzle.domain.snowman.SnowmanLevel;
import org.gridpuzzle.domain.snowman.SnowmanRules;
import org.gridpuzzle.domain.snowman.SnowmanState;

/**
 * A Snowman level: walls once; snow (white) and grass (green), since rolling a ball clears the snow; balls as white
 * discs by size (a stack drawn largest first), the character as a blue disc. A plan is a frame per move, each drawing
 * only the cells the moves since the frame before changed ({@link PlanFrames}): per ball move, then a sample of the
 * ball moves, when that would not fit.
 */
final class SnowmanPainter {

    static final String WALL = "#37474F";
    static final String SNOW = "#FFFFFF";
    static final String GRASS = "#9CCC65";
    static final String BALL = "#F4F8FF";
    static final String AGENT = "#0072B2";

    /** A cell's look: snow, the stack's sizes, the character. */
    private static final int SNOWY = 1;
    private static final int BALLS_SHIFT = 1;
    private static final int CHARACTER = 1 << 4;

    private SnowmanPainter() {
    }

    static Scene scene(Output.SnowmanPlan p) {
        return scene(p, Drawing.Maker.KEEP, Long.MAX_VALUE);
    }

    /** The plan's animation in at most {@code maxBytes} of SVG ({@link Drawing.TooLarge} when even its ends are more). */
    static Scene scene(Output.SnowmanPlan p, Drawing.Maker maker, long maxBytes) {
        SnowmanLevel level = p.level();
        Cells cells = Cells.fit(level.rows(), level.cols());
        PlanFrames frames = PlanFrames.replay(new Replay(level, p.moves()), p.moves().length());
        return frames.scene(new Painter(level, cells), maker, new PlanFrames.Stage(cells.width(level.cols()),
                cells.height(level.rows()), 0.35), true, maxBytes);
    }

    /** The plan played move by move. */
    private static final class Replay implements PlanFrames.Game {
        private final SnowmanLevel level;
        private final String moves;
        private SnowmanState s;
        private boolean ballMoved;
        private int ballMoves;
        private int snowmen;

        Replay(SnowmanLevel level, String moves) {
            this.level = level;
            this.moves = moves;
            this.s = level.start();
            this.snowmen = s.snowmenBuilt();
        }

        @Override
        public int cells() {
            return level.rows() * level.cols();
        }

        @Override
        public boolean wall(int cell) {
            return level.wall(cell);
        }

        @Override
        public int look(int cell) {
            return (s.snow(cell) ? SNOWY : 0) | s.balls(cell) << BALLS_SHIFT | (s.agent() == cell ? CHARACTER : 0);
        }

        @Override
        public boolean play(int i, PlanFrames.Changed changed) {
            Direction d = Direction.of(moves.charAt(i));
            SnowmanStep step = d == null ? null : SnowmanRules.step(level, s, d);
            if (step == null || step.kind() == SnowmanStep.Kind.BLOCKED) {
                return false;
            }
            int from = s.agent();
            int t = level.next(from, d);
            changed.cell(from);
            changed.cell(t);
            ballMoved = step.kind().movesBall();
            if (ballMoved) {
                int u = level.next(t, d);
                changed.cell(u);
                int before = built(s, t) + built(s, u);
                s = step.after();
                snowmen += built(s, t) + built(s, u) - before;
                ballMoves++;
            } else {
                s = step.after();
            }
            return true;
        }

        private static int built(SnowmanState s, int cell) {
            return s.balls(cell) == SnowmanLevel.SNOWMAN ? 1 : 0;
        }

        @Override
        public boolean key() {
            return ballMoved;
        }

        @Override
        public String caption(int move, int n) {
            return "move " + (move + 1) + "/" + n + ", " + ballMoves + " ball move" + (ballMoves == 1 ? "" : "s")
                    + (snowmen > 0 ? ", " + snowmen + " snowm" + (snowmen == 1 ? "an" : "en") : "");
        }
    }

    /** Draws the walls, and a floor cell with its snow, its stack and the character. */
    private record Painter(SnowmanLevel level, Cells cells) implements PlanFrames.Painter {

        private static final int[] SIZES = {SnowmanLevel.LARGE, SnowmanLevel.MEDIUM, SnowmanLevel.SMALL};

        @Override
        public void background(Drawing d) {
            for (int cell = 0; cell < level.rows() * level.cols(); cell++) {
                if (level.wall(cell)) {
                    d.rect(cells.x(cell % level.cols()), cells.y(cell / level.cols()), cells.size(), cells.size(), WALL);
                }
            }
        }

        @Override
        public void cell(Drawing d, int cell, int look, boolean over) {
            int x = cells.x(cell % level.cols());
            int y = cells.y(cell / level.cols());
            int size = cells.size();
            d.rect(x, y, size, size, (look & SNOWY) != 0 ? SNOW : GRASS, "#CFD8DC", 1);
            int balls = look >>> BALLS_SHIFT & SnowmanLevel.SNOWMAN;
            int[] radii = {size * 9 / 20, size * 7 / 20, size * 5 / 20};
            for (int k = 0; k < 3; k++) {
                if ((balls & SIZES[k]) != 0) {
                    d.circle(x + size / 2, y + size / 2, radii[k], BALL, "#455A64", Math.max(1, size / 20));
                }
            }
            if ((look & CHARACTER) != 0) {
                d.circle(x + size / 2, y + size / 2, size * 3 / 10, AGENT, "#FFFFFF", 1);
            }
        }
    }
}
