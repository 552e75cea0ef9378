package org.gridpuzzle.adapter.planner;

import java.util.ArrayList;
import java.util.List;
import org.gridpuzzle.domain.sat.SatStatus;

/**
 * What clasp printed: its verdict line ({@code SATISFIABLE}, {@code UNSATISFIABLE}, {@code UNKNOWN}) and the atoms of
 * the last answer set ({@code Answer: N} followed by one line of atoms).
 *
 * @param status null when there is no verdict line (a crash)
 */
record ClaspOutput(SatStatus status, List<String> atoms) {

    static ClaspOutput parse(List<String> lines) {
        SatStatus status = null;
        List<String> atoms = List.of();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).trim();
            if (line.startsWith("Answer:") && i + 1 < lines.size()) {
                atoms = atoms(lines.get(i + 1));
            } else if (line.equals("SATISFIABLE") || line.equals("OPTIMUM FOUND")) {
                status = SatStatus.SAT;
            } else if (line.equals("UNSATISFIABLE")) {
                status = SatStatus.UNSAT;
            } else if (line.equals("UNKNOWN")) {
                status = SatStatus.UNKNOWN;
            }
        }
        return new ClaspOutput(status, atoms);
    }

    /** Atoms are separated by blanks; an atom's arguments hold none. */
    private static List<String> atoms(String line) {
        List<String> out = new ArrayList<>();
        for (String atom : line.trim().split("\\s+")) {
            if (!atom.isEmpty()) {
                out.add(atom);
            }
        }
        return out;
    }
}
