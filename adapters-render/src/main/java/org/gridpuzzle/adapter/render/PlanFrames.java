package org.gridpuzzle.adapter.render;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A plan's animation, drawn compactly: the whole board in the first frame, then in each frame only the cells that
 * changed since the frame before (a scene of cumulative frames), so the picture grows with the moves and not with
 * moves × cells (a 150 × 150 Snowman field's 310 moves drew every cell 311 times: 741 MB). The plan is replayed once
 * into a trace; frames are then chosen to fit the room given: a frame per move, else per key move (a push, a ball
 * move) and the last, else an even sample of the key moves; the start and the end always. Each choice is sized by
 * painting it into counting drawings ({@link Drawing.Maker#counting}), so the size is exact before anything is kept.
 */
final class PlanFrames {

    /** A game's position under replay, as the frames see it. */
    interface Game {

        int cells();

        /** Whether the cell is a wall: drawn in the background, never in a frame. */
        boolean wall(int cell);

        /** How the cell looks now: a small code {@link Painter#cell} draws (the same code, the same picture). */
        int look(int cell);

        /**
         * Plays move i of the plan; false when it does not play (the plan was replayed before it was saved: a broken
         * one just stops there). Tells {@code changed} every cell the move may have changed.
         */
        boolean play(int i, Changed changed);

        /** Whether the move just played is a key move (a push, a ball move). */
        boolean key();

        /** The caption after the move just played ({@code moves}: the plan's length). */
        String caption(int move, int moves);
    }

    /** The cells moves may have changed, in the order told, all moves after each other. */
    static final class Changed {
        private int[] cells = new int[64];
        private int count;

        void cell(int cell) {
            if (count == cells.length) {
                cells = Arrays.copyOf(cells, 2 * count);
            }
            cells[count++] = cell;
        }
    }

    /** How a game draws its background and a cell that looks a given way. */
    interface Painter {

        /** What never changes (walls; the floor and goals of Sokoban). */
        void background(Drawing d);

        /**
         * Draws cell in look: over the background alone ({@code over} false: the first frame) or over a frame that
         * showed it otherwise ({@code over} true: paint it whole, so nothing of before shows).
         */
        void cell(Drawing d, int cell, int look, boolean over);
    }

    /** The replay: the looks at the start, and each move's changed cells with their looks after it. */
    private final int cells;
    private final boolean[] wall;
    private final int[] start;
    private final int moves;
    private final int[] firstChange;
    private final int[] changedCell;
    private final int[] changedLook;
    private final boolean[] key;
    private final String[] captions;

    private PlanFrames(int cells, boolean[] wall, int[] start, int moves, int[] firstChange, int[] changedCell,
            int[] changedLook, boolean[] key, String[] captions) {
        this.cells = cells;
        this.wall = wall;
        this.start = start;
        this.moves = moves;
        this.firstChange = firstChange;
        this.changedCell = changedCell;
        this.changedLook = changedLook;
        this.key = key;
        this.captions = captions;
    }

    /** Replays {@code moves} moves of the game (fewer when one does not play). */
    static PlanFrames replay(Game game, int moves) {
        int cells = game.cells();
        boolean[] wall = new boolean[cells];
        int[] start = new int[cells];
        for (int c = 0; c < cells; c++) {
            wall[c] = game.wall(c);
            start[c] = wall[c] ? 0 : game.look(c);
        }
        int[] first = new int[moves + 1];
        Changed changed = new Changed();
        int[] looks = new int[64];
        boolean[] keys = new boolean[moves];
        String[] captions = new String[moves];
        int played = 0;
        for (int i = 0; i < moves; i++) {
            first[i] = changed.count;
            if (!game.play(i, changed)) {
                changed.count = first[i];
                break;
            }
            if (looks.length < changed.count) {
                looks = Arrays.copyOf(looks, Math.max(changed.count, 2 * looks.length));
            }
            for (int k = first[i]; k < changed.count; k++) {
                looks[k] = game.look(changed.cells[k]);
            }
            keys[i] = game.key();
            captions[i] = game.caption(i, moves);
            played = i + 1;
        }
        first[played] = changed.count;
        return new PlanFrames(cells, wall, start, played, first, changed.cells, looks, keys, captions);
    }

    /** The moves replayed. */
    int moves() {
        return moves;
    }

    /** Which moves get a frame (each after its move), in order; the start's frame comes before them all. */
    private record Choice(int[] after) {
    }

    /** The scene's size in pixels and its pace. */
    record Stage(int width, int height, double secondsPerFrame) {
    }

    /**
     * The scene that fits {@code maxBytes}: the first of a frame per move ({@code perMove}), a frame per key move, an
     * even sample of the key moves, that fits, painted by {@code maker}'s drawings.
     *
     * @throws Drawing.TooLarge when even the start and the end alone do not fit
     */
    Scene scene(Painter painter, Drawing.Maker maker, Stage stage, boolean perMove, long maxBytes) {
        return paint(painter, maker, stage, choose(painter, maker, stage, perMove, maxBytes), null, null);
    }

    private Choice choose(Painter painter, Drawing.Maker maker, Stage stage, boolean perMove, long maxBytes) {
        // the background and the start's frame are the same whatever is chosen: counted once
        Drawing.Maker once = maker.sizing(maxBytes);
        Drawing background = once.drawing();
        painter.background(background);
        Drawing whole = once.drawing();
        paintStart(painter, whole);
        long room = maxBytes - background.bytes() - whole.bytes();
        List<Integer> keys = new ArrayList<>();
        for (int i = 0; i < moves; i++) {
            if (key[i]) {
                keys.add(i);
            }
        }
        List<Choice> tries = new ArrayList<>();
        if (perMove) {
            tries.add(all());
        }
        tries.add(sample(keys, keys.size()));
        for (Choice c : tries) {
            if (fits(painter, maker, stage, c, background, whole, room, maxBytes)) {
                return c;
            }
        }
        // the most key moves that fit (the fewer, the smaller), by bisection; at the least none but the ends
        Choice ends = sample(keys, 0);
        if (!fits(painter, maker, stage, ends, background, whole, room, maxBytes)) {
            throw new Drawing.TooLarge(Math.max(maxBytes + 1, SvgWriter.size(paint(painter,
                    maker.sizing(Long.MAX_VALUE), stage, ends, background, whole))));
        }
        int lo = 0;
        int hi = keys.size() - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (fits(painter, maker, stage, sample(keys, mid), background, whole, room, maxBytes)) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return sample(keys, lo);
    }

    private boolean fits(Painter painter, Drawing.Maker maker, Stage stage, Choice c, Drawing background,
            Drawing whole, long room, long maxBytes) {
        if (room < 0) {
            return false;
        }
        try {
            return SvgWriter.size(paint(painter, maker.sizing(room), stage, c, background, whole))
                    <= maxBytes;
        } catch (Drawing.TooLarge e) {
            return false;
        }
    }

    private Choice all() {
        int[] after = new int[moves];
        for (int i = 0; i < moves; i++) {
            after[i] = i;
        }
        return new Choice(after);
    }

    /** {@code m} of the key moves, evenly, and the last move. */
    private Choice sample(List<Integer> keys, int m) {
        List<Integer> after = new ArrayList<>();
        for (int j = 0; j < m; j++) {
            int k = m == 1 ? keys.size() - 1 : (int) Math.round((double) j * (keys.size() - 1) / (m - 1));
            int move = keys.get(k);
            if (after.isEmpty() || after.get(after.size() - 1) != move) {
                after.add(move);
            }
        }
        if (moves > 0 && (after.isEmpty() || after.get(after.size() - 1) != moves - 1)) {
            after.add(moves - 1);
        }
        return new Choice(after.stream().mapToInt(Integer::intValue).toArray());
    }

    private void paintStart(Painter painter, Drawing d) {
        for (int c = 0; c < cells; c++) {
            if (!wall[c]) {
                painter.cell(d, c, start[c], false);
            }
        }
    }

    /**
     * The frames of a choice: the start whole ({@code whole}, or painted here), then per chosen move the cells whose
     * look changed since the frame before, over the background ({@code background}, or painted here).
     */
    private Scene paint(Painter painter, Drawing.Maker maker, Stage stage, Choice choice, Drawing background,
            Drawing whole) {
        Drawing under = background;
        if (under == null) {
            under = maker.drawing();
            painter.background(under);
        }
        Drawing first = whole;
        if (first == null) {
            first = maker.drawing();
            paintStart(painter, first);
        }
        List<Scene.Frame> frames = new ArrayList<>();
        frames.add(new Scene.Frame(first, moves == 0 ? "" : "start"));
        int[] drawn = start.clone();
        int[] now = start.clone();
        int[] seen = new int[cells];
        int[] dirty = new int[16];
        int dirtyCount = 0;
        int stamp = 1;
        int next = 0;
        DrawClock clock = maker.clock();
        for (int i = 0; i < moves && next < choice.after().length; i++) {
            clock.step();
            for (int k = firstChange[i]; k < firstChange[i + 1]; k++) {
                int c = changedCell[k];
                now[c] = changedLook[k];
                if (seen[c] != stamp) {
                    seen[c] = stamp;
                    if (dirtyCount == dirty.length) {
                        dirty = Arrays.copyOf(dirty, 2 * dirtyCount);
                    }
                    dirty[dirtyCount++] = c;
                }
            }
            if (choice.after()[next] != i) {
                continue;
            }
            next++;
            Drawing d = maker.drawing();
            for (int k = 0; k < dirtyCount; k++) {
                int c = dirty[k];
                if (now[c] != drawn[c]) {
                    painter.cell(d, c, now[c], true);
                    drawn[c] = now[c];
                }
            }
            dirtyCount = 0;
            stamp++;
            frames.add(new Scene.Frame(d, captions[i], key[i]));
        }
        return new Scene(stage.width(), stage.height(), under, frames, stage.secondsPerFrame(), frames.size() > 1);
    }
}
