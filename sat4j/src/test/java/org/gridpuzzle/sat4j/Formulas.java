package org.gridpuzzle.sat4j;

import java.util.Random;
import org.gridpuzzle.domain.sat.Cardinality;
import org.gridpuzzle.domain.sat.Cnf;

/** Test formulas: random 3-SAT, and pigeonhole (hard and unsatisfiable). */
final class Formulas {

    private Formulas() {
    }

    static Cnf random3Sat(int variables, int clauses, Random random) {
        Cnf cnf = new Cnf(variables);
        for (int i = 0; i < clauses; i++) {
            int[] c = new int[3];
            for (int j = 0; j < 3; j++) {
                int v = 1 + random.nextInt(variables);
                c[j] = random.nextBoolean() ? v : -v;
            }
            cnf.addClause(c);
        }
        return cnf;
    }

    /** n+1 pigeons in n holes. */
    static Cnf pigeonhole(int holes) {
        int pigeons = holes + 1;
        Cnf cnf = new Cnf(pigeons * holes);
        for (int p = 0; p < pigeons; p++) {
            int[] some = new int[holes];
            for (int h = 0; h < holes; h++) {
                some[h] = p * holes + h + 1;
            }
            cnf.addClause(some);
        }
        for (int h = 0; h < holes; h++) {
            int[] inHole = new int[pigeons];
            for (int p = 0; p < pigeons; p++) {
                inHole[p] = p * holes + h + 1;
            }
            Cardinality.atMostOnePairwise(cnf, inHole);
        }
        return cnf;
    }
}
