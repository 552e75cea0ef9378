package org.gridpuzzle.format.dimacs;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.gridpuzzle.domain.sat.Cnf;
import org.gridpuzzle.format.AsciiNumbers;
import org.gridpuzzle.format.ControlCharacters;
import org.gridpuzzle.format.FormatException;
import org.gridpuzzle.format.PuzzleFormat;

/**
 * DIMACS CNF: {@code c} comment lines ({@code c <var> <name>} names a variable), the header
 * {@code p cnf V C}, then clauses of literals each ended by 0 (a clause may span lines). A {@code %}
 * line (SATLIB's end marker) ends the formula.
 */
public final class DimacsFormat implements PuzzleFormat<Cnf> {

    @Override
    public String name() {
        return "dimacs";
    }

    @Override
    public String genre() {
        return "SAT";
    }

    @Override
    public String description() {
        return "DIMACS CNF";
    }

    @Override
    public List<String> extensions() {
        return List.of(".cnf", ".dimacs");
    }

    @Override
    public Class<Cnf> modelType() {
        return Cnf.class;
    }

    @Override
    public Cnf read(String source, String text) {
        Cnf cnf = null;
        int declaredClauses = 0;
        List<Integer> clause = new ArrayList<>();
        int clauseLine = 0;
        String[] lines = ControlCharacters.refuse(source, text).split("\r?\n", -1);
        Map<Integer, String> names = new TreeMap<>();
        for (int i = 0; i < lines.length; i++) {
            int lineNo = i + 1;
            String line = lines[i].trim();
            if (line.isEmpty()) {
                continue;
            }
            if (line.startsWith("c")) {
                String[] parts = line.split("\\s+", 3);
                // "c 12 name" names variable 12 (our writer's habit); any other comment, or a number out of
                // range, is only a comment
                if (parts.length == 3 && parts[0].equals("c") && parts[1].matches("[0-9]{1,9}")) {
                    names.put(AsciiNumbers.parseInt(parts[1]), parts[2]);
                }
                continue;
            }
            if (line.startsWith("%")) {
                break;
            }
            if (line.startsWith("p")) {
                if (cnf != null) {
                    throw new FormatException(source, lineNo, 1, "a second 'p' header");
                }
                String[] p = line.split("\\s+");
                if (p.length != 4 || !p[0].equals("p") || !p[1].equals("cnf")) {
                    throw new FormatException(source, lineNo, 1, "expected the header 'p cnf VARIABLES CLAUSES', found '" + line + "'");
                }
                int variables = number(source, lineNo, lines[i], p[2], "the variable count");
                if (variables > MAX_VARIABLES) {
                    // every back-end allocates per declared variable, and models print one literal each
                    throw new FormatException(source, lineNo, lines[i].indexOf(p[2]) + 1, "the header declares "
                            + variables + " variables; at most " + MAX_VARIABLES + " are accepted");
                }
                declaredClauses = number(source, lineNo, lines[i], p[3], "the clause count");
                cnf = new Cnf(variables);
                continue;
            }
            if (cnf == null) {
                throw new FormatException(source, lineNo, 1, "clauses before the 'p cnf' header");
            }
            int column = 0;
            for (String token : line.split("\\s+")) {
                column = lines[i].indexOf(token, column) + 1;
                int lit;
                try {
                    lit = AsciiNumbers.parseInt(token);
                } catch (NumberFormatException e) {
                    throw new FormatException(source, lineNo, column, "expected a literal (a whole number), found '" + token + "'");
                }
                if (Math.abs((long) lit) > cnf.variableCount()) {
                    throw new FormatException(source, lineNo, column, "literal " + lit + " is outside the "
                            + cnf.variableCount() + " variables of the header");
                }
                if (clause.isEmpty()) {
                    clauseLine = lineNo;
                }
                if (lit == 0) {
                    cnf.addClause(clause.stream().mapToInt(Integer::intValue).toArray());
                    clause.clear();
                } else {
                    clause.add(lit);
                }
                column += token.length() - 1;
            }
        }
        if (cnf == null) {
            throw new FormatException(source, Math.max(1, lines.length), 1, "no 'p cnf' header");
        }
        if (!clause.isEmpty()) {
            // Many writers omit the final 0; accept the last clause, like most solvers do.
            cnf.addClause(clause.stream().mapToInt(Integer::intValue).toArray());
        }
        if (cnf.clauseCount() != declaredClauses) {
            throw new FormatException(source, Math.max(1, clauseLine), 1, "the header declares " + declaredClauses
                    + " clauses but the file has " + cnf.clauseCount());
        }
        for (Map.Entry<Integer, String> name : names.entrySet()) {
            if (name.getKey() >= 1 && name.getKey() <= cnf.variableCount()) {
                cnf.name(name.getKey(), name.getValue());
            }
        }
        return cnf;
    }

    /** Beyond 2^24 declared variables a solver's per-variable tables alone need gigabytes. */
    public static final int MAX_VARIABLES = 1 << 24;

    private static int number(String source, int line, String raw, String token, String what) {
        try {
            int v = AsciiNumbers.parseInt(token);
            if (v >= 0) {
                return v;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new FormatException(source, line, raw.indexOf(token) + 1, "expected " + what + " (a whole number), found '" + token + "'");
    }

    @Override
    public String write(Cnf cnf) {
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<Integer, String> e : cnf.names().entrySet()) {
            sb.append("c ").append(e.getKey()).append(' ').append(e.getValue()).append('\n');
        }
        sb.append("p cnf ").append(cnf.variableCount()).append(' ').append(cnf.clauseCount()).append('\n');
        for (int[] clause : cnf.clauses()) {
            for (int lit : clause) {
                sb.append(lit).append(' ');
            }
            sb.append("0\n");
        }
        return sb.toString();
    }
}
