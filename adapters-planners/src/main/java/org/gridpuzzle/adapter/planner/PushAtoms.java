package org.gridpuzzle.adapter.planner;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.gridpuzzle.application.port.out.planning.PlanningModel;
import org.gridpuzzle.domain.grid.Direction;
import org.gridpuzzle.domain.planning.FloorMap;
import org.gridpuzzle.domain.planning.PlanAction;
import org.gridpuzzle.domain.sokoban.SokobanFacts;
import org.gridpuzzle.domain.sokoban.SokobanLevel;

/**
 * The {@code push(B,D,E,S)} atoms of an answer set as a plan: sorted by step, each expanded into one-cell pushes
 * from B to E in direction D over the level's floor indices (the player follows the box).
 */
record PushAtoms(List<PlanAction> pushes, int steps) {

    /** An atom that names no cell, no direction, or a push that does not run straight from B to E. */
    static final class BadAtomException extends Exception {
        private static final long serialVersionUID = 1L;

        BadAtomException(String message) {
            super(message);
        }
    }

    private record Step(int step, int from, Direction dir, int to, String atom) {
    }

    static PushAtoms decode(List<String> atoms, SokobanFacts facts, SokobanLevel level, PlanningModel model)
            throws BadAtomException {
        List<Step> steps = new ArrayList<>();
        for (String atom : atoms) {
            if (!atom.startsWith("push(") || !atom.endsWith(")")) {
                continue;
            }
            String[] args = atom.substring(5, atom.length() - 1).split(",");
            if (args.length != 4) {
                throw new BadAtomException("printed a push atom with " + args.length + " arguments: " + atom);
            }
            int from = facts.cell(args[0]);
            int to = facts.cell(args[2]);
            Direction dir = args[1].length() == 1 ? Direction.of(args[1].charAt(0)) : null;
            int step;
            try {
                step = Integer.parseInt(args[3].trim());
            } catch (NumberFormatException e) {
                throw new BadAtomException("printed a push atom with step '" + args[3] + "': " + atom);
            }
            if (from < 0 || to < 0 || dir == null) {
                throw new BadAtomException("printed a push atom naming no floor cell or direction: " + atom);
            }
            steps.add(new Step(step, from, dir, to, atom));
        }
        steps.sort(Comparator.comparingInt(Step::step));
        FloorMap floor = new FloorMap(level.rows(), level.cols(), level::wall);
        List<PlanAction> pushes = new ArrayList<>();
        for (int i = 0; i < steps.size(); i++) {
            Step s = steps.get(i);
            if (i > 0 && steps.get(i - 1).step() == s.step()) {
                throw new BadAtomException("printed two pushes at step " + s.step());
            }
            int box = floor.index(s.from());
            int end = floor.index(s.to());
            int cells = 0;
            while (box != end) {
                int behind = floor.next(box, s.dir().opposite());
                int ahead = floor.next(box, s.dir());
                if (behind < 0 || ahead < 0 || ++cells > floor.size()) {
                    throw new BadAtomException("printed a push that does not run straight: " + s.atom());
                }
                pushes.add(new PlanAction(PlanAction.Kind.PUSH, behind, box, ahead, s.dir()));
                box = ahead;
            }
            if (cells == 0 || model.stepIsOneObjectMove() && cells != 1) {
                throw new BadAtomException("printed a push of " + cells + " cells in the " + model.label() + " model: "
                        + s.atom());
            }
        }
        return new PushAtoms(pushes, steps.size());
    }
}
