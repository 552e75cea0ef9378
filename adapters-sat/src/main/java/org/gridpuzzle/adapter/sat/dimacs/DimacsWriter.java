package org.gridpuzzle.adapter.sat.dimacs;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.gridpuzzle.domain.sat.Cnf;

/** Streams a CNF (plus assumption units) as DIMACS to a file for an external solver. */
final class DimacsWriter {

    private DimacsWriter() {
    }

    static void write(Cnf cnf, int[] units, Path file) throws IOException {
        try (BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.US_ASCII)) {
            for (Map.Entry<Integer, String> e : cnf.names().entrySet()) {
                w.write("c " + e.getKey() + " " + e.getValue() + "\n");
            }
            w.write("p cnf " + cnf.variableCount() + " " + (cnf.clauseCount() + units.length) + "\n");
            StringBuilder line = new StringBuilder();
            for (int[] clause : cnf.clauses()) {
                line.setLength(0);
                for (int lit : clause) {
                    line.append(lit).append(' ');
                }
                w.append(line).append("0\n");
            }
            for (int u : units) {
                w.write(u + " 0\n");
            }
        }
    }
}
