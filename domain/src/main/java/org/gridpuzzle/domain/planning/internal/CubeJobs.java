package org.gridpuzzle.domain.planning.internal;

import org.gridpuzzle.domain.planning.PlanOptions.Cubing;

/** What a cube split says of itself in progress lines and answers, and the bound it proves once refuted. */
final class CubeJobs {

    private CubeJobs() {
    }

    /** A cube job's name in progress lines and answers ("cube job 3/64"), or the given one for the whole split. */
    static String name(Cubing cubing, String whole) {
        return cubing.job() == 0 ? whole : "cube job " + cubing.job() + "/" + cubing.count();
    }

    /** Why a run that refuted every cube it asked about found no plan. */
    static String refutation(Cubing cubing, int cubes, String name) {
        return cubing.job() == 0 ? "no plan of at most " + cubing.horizon() + " moves (all " + cubes + " cubes refuted)"
                : "no plan of at most " + cubing.horizon() + " moves in the " + cubes + " cubes of " + name;
    }

    /** The bound once every cube asked about is refuted: only the whole split raises it; one job proves nothing. */
    static int boundWhenRefuted(Cubing cubing, int known) {
        return cubing.job() == 0 ? Math.max(known, cubing.horizon() + 1) : known;
    }
}
