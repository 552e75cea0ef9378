package org.gridpuzzle.adapter.render;

import org.gridpuzzle.domain.sokoban.SokobanStep;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.domain.grid.Direction;
import org.gridpuzzle.domain.sokoban.SokobanLevel;
import org.gridpuzzle.domain.Sokoban;
import org.gridpuzzle.domain.sokoban.SokobanState;

/**
 * A Sokoban level: walls, floor and goals painted once; boxes (blue on a goal) and the player in the frames, one frame
 * per move of the plan (per push when the plan is long, or when a frame per move would not fit; then a sample of the
 * pushes), captioned with the move and push counts. Each frame draws only the cells changed since the frame before
 * ({@link PlanFrames}).
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

    /** A cell's look: a box, the player. */
    private static final int BOX_HERE = 1;
    private static final int PLAYER_HERE = 2;

    private SokobanPainter() {
    }

    static Scene scene(Output.SokobanPlan p) {
        return scene(p, Drawing.Maker.KEEP, Long.MAX_VALUE);
    }

    /** The plan's animation in at most {@code maxBytes} of SVG ({@link Drawing.TooLarge} when even its ends are more). */
    static Scene scene(Output.SokobanPlan p, Drawing.Maker maker, long maxBytes) {
        SokobanLevel level = p.level();
        Cells cells = Cells.fit(level.rows(), level.cols());
        PlanFrames frames = PlanFrames.replay(new Replay(level, p.moves()), p.moves().length());
        return frames.scene(new Painter(level, cells), maker, new PlanFrames.Stage(cells.width(level.cols()),
                cells.height(level.rows()), 0.25), p.moves().length() <= FRAMES_PER_MOVE_UP_TO, maxBytes);
    }

    /** The plan played move by move. */
    private static final class Replay implements PlanFrames.Game {
        private final SokobanLevel level;
        private final String moves;
        private SokobanState s;
        private boolean pushed;
        private int pushes;

        Replay(SokobanLevel level, String moves) {
            this.level = level;
            this.moves = moves;
            this.s = level.start();
        }

        @Override
        public int cells() {
            return level.cells();
        }

        @Override
        public boolean wall(int cell) {
            return level.wall(cell);
        }

        @Override
        public int look(int cell) {
            return (s.box(cell) ? BOX_HERE : 0) | (s.player() == cell ? PLAYER_HERE : 0);
        }

        @Override
        public boolean play(int i, PlanFrames.Changed changed) {
            Direction d = Direction.of(moves.charAt(i));
            SokobanStep step = d == null ? null : Sokoban.step(level, s, d);
            if (step == null || step.kind() == SokobanStep.Kind.BLOCKED) {
                return false;
            }
            int from = s.player();
            int t = level.next(from, d);
            changed.cell(from);
            changed.cell(t);
            pushed = step.kind() == SokobanStep.Kind.PUSH;
            if (pushed) {
                changed.cell(level.next(t, d));
                pushes++;
            }
            s = step.after();
            return true;
        }

        @Override
        public boolean key() {
            return pushed;
        }

        @Override
        public String caption(int move, int n) {
            return "move " + (move + 1) + "/" + n + ", " + pushes + " push" + (pushes == 1 ? "" : "es");
        }
    }

    /** Draws the walls, floor and goals, and a cell's box and player (over a frame: its floor and goal first). */
    private record Painter(SokobanLevel level, Cells cells) implements PlanFrames.Painter {

        @Override
        public void background(Drawing d) {
            for (int cell = 0; cell < level.cells(); cell++) {
                int r = cell / level.cols();
                int c = cell % level.cols();
                d.rect(cells.x(c), cells.y(r), cells.size(), cells.size(), level.wall(cell) ? WALL : FLOOR);
                if (level.goal(cell)) {
                    d.circle(cells.centreX(c), cells.centreY(r), cells.size() / 5, GOAL, null, 0);
                }
            }
        }

        @Override
        public void cell(Drawing d, int cell, int look, boolean over) {
            int r = cell / level.cols();
            int c = cell % level.cols();
            if (over) {
                d.rect(cells.x(c), cells.y(r), cells.size(), cells.size(), FLOOR);
                if (level.goal(cell)) {
                    d.circle(cells.centreX(c), cells.centreY(r), cells.size() / 5, GOAL, null, 0);
                }
            }
            if ((look & BOX_HERE) != 0) {
                int inset = Math.max(1, cells.size() / 8);
                d.rect(cells.x(c) + inset, cells.y(r) + inset, cells.size() - 2 * inset, cells.size() - 2 * inset,
                        level.goal(cell) ? BOX_ON_GOAL : BOX, "#3A2A1A", 1);
            }
            if ((look & PLAYER_HERE) != 0) {
                d.circle(cells.centreX(c), cells.centreY(r), cells.size() * 3 / 10, PLAYER, null, 0);
            }
        }
    }
}
