package org.gridpuzzle.domain.sokoban.internal;

import org.gridpuzzle.domain.sokoban.SokobanReplayResult;
import org.gridpuzzle.domain.sokoban.SokobanLevel;
import org.gridpuzzle.domain.sokoban.SokobanState;
import org.gridpuzzle.domain.grid.Direction;
import org.gridpuzzle.domain.search.internal.BestFirstSearch;
import org.gridpuzzle.domain.search.internal.SearchStates;

/**
 * Writes the search's plan in LURD: each move on the path to the solved state spelled out as its pushes (macros,
 * packing and box moves found again from the state before them), the walks between pushes filled in, and the whole
 * replayed before it is returned.
 */
final class PlanWriter {

    /** A replayed plan and its pushes. */
    record Plan(String moves, int pushes) {
    }

    private final SokobanRoom room;
    private final GoalRooms goalRooms;
    /** Null when the search made no box moves or packing moves. */
    private final BoxMoves boxMoves;
    private final PackingMoves packing;

    PlanWriter(SokobanRoom room, GoalRooms goalRooms, BoxMoves boxMoves, PackingMoves packing) {
        this.room = room;
        this.goalRooms = goalRooms;
        this.boxMoves = boxMoves;
        this.packing = packing;
    }

    Plan write(BestFirstSearch search, int goal) {
        return write(search.states(), search.pathStates(goal), search.path(goal));
    }

    /**
     * The plan through the states {@code ids} (the state each move leads to, the start left out) by the moves
     * {@code path} (each as the search keeps it).
     */
    Plan write(SearchStates states, int[] ids, int[] path) {
        StringBuilder moves = new StringBuilder();
        SokobanLevel level = room.level;
        SokobanState s = level.start();
        int n = 0;
        for (int m = 0; m < path.length; m++) {
            for (int push : pushesOf(states, path[m], s, ids[m])) {
                int box = SokobanMoves.box(push);
                Direction d = SokobanRoom.DIRECTIONS[SokobanMoves.direction(push)];
                int behind = room.cellOf[room.step(box, SokobanRoom.opposite(d.ordinal()))];
                String walk = SokobanWalks.to(level, s, behind);
                if (walk == null) {
                    throw new IllegalStateException("the search's plan walks through a box at push " + (n + 1));
                }
                moves.append(walk).append(Character.toUpperCase(d.letter()));
                s = SokobanReplay.step(level, s.withPlayer(behind), d).after();
                n++;
            }
        }
        String plan = moves.toString();
        SokobanReplayResult replay = SokobanReplay.play(level, plan);
        if (!replay.ok() || !level.solved(replay.state()) || replay.pushes() != n) {
            throw new IllegalStateException("the search's plan does not solve the level: " + plan);
        }
        return new Plan(plan, n);
    }

    /**
     * The pushes of a move from state s to the search's state {@code child} (a packing move's or a box move's found
     * again from s's boxes and player, a box move's place from the child's boxes).
     */
    private int[] pushesOf(SearchStates states, int via, SokobanState s, int child) {
        if (SokobanMoves.isPush(via)) {
            return new int[] {via};
        }
        if (!SokobanMoves.isPacking(via) && !SokobanMoves.isBoxMove(via)) {
            return macroOf(via);
        }
        byte[] boxes = new byte[room.floors];
        for (int f = 0; f < room.floors; f++) {
            boxes[f] = (byte) (s.box(room.cellOf[f]) ? 1 : 0);
        }
        if (SokobanMoves.isBoxMove(via)) {
            // the place is the child's one box the parent lacks (none: the box came back to its own cell)
            int box = SokobanMoves.packingBox(via);
            long[] bits = new long[(room.floors + 63) >>> 6];
            states.load(child, bits);
            int target = box;
            for (int f = 0; f < room.floors; f++) {
                if ((bits[f >>> 6] >>> f & 1) != 0 && boxes[f] == 0) {
                    target = f;
                }
            }
            return boxMoves.spell(boxes, box, target, SokobanMoves.boxMoveSide(via), room.floorOf[s.player()]);
        }
        return packing.spell(boxes, SokobanMoves.packingBox(via), room.floorOf[s.player()]);
    }

    private int[] macroOf(int via) {
        if (SokobanMoves.isTunnel(via)) {
            int[] pushes = new int[SokobanMoves.tunnelLength(via)];
            int start = SokobanMoves.tunnelStart(via);
            int d = SokobanMoves.direction(start);
            for (int k = 0, cell = SokobanMoves.box(start); k < pushes.length; k++, cell = room.step(cell, d)) {
                pushes[k] = SokobanMoves.push(cell, d);
            }
            return pushes;
        }
        return goalRooms.macro(SokobanMoves.room(via), SokobanMoves.fill(via), SokobanMoves.entrance(via),
                SokobanMoves.firstDirection(via));
    }
}
