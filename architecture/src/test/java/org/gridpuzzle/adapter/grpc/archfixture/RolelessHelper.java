package org.gridpuzzle.adapter.grpc.archfixture;

/** Deliberately bad: an adapter package that neither calls a use case nor implements a port, so no role covers it. */
public class RolelessHelper {

    public int twice(int n) {
        return 2 * n;
    }
}
