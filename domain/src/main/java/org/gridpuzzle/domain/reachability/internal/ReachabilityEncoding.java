package org.gridpuzzle.domain.reachability.internal;

import org.gridpuzzle.domain.reachability.EncodingKind;
import java.util.List;
import java.util.Optional;

/** An encoding written into a sink: its size, and how to read a model back as a path, a reached set or a tree. */
public interface ReachabilityEncoding {

    EncodingKind kind();

    /** Variables this encoding created. */
    int variables();

    /** Clauses this encoding added. */
    int clauses();

    /** The literal that says "vertex v is reached" (r_v; for the path encoding: v is on the path). */
    int reachLiteral(int vertex);

    /** The s-t path the model describes (s first), or empty when the model does not reach t. */
    Optional<List<Integer>> path(boolean[] model);

    /** The vertices the model marks reached (DAG: some reachable vertices; path: the path; tree: exactly the component of s). */
    boolean[] reached(boolean[] model);

    /**
     * The variables that carry the answer (reached or path flags; used edges; tree parent links), on which
     * models can be told apart; the rest (orders, ancestors further up, counters) follow from them or do
     * not matter.
     */
    int[] answerVariables();

    /** Tree encoding only: each reached vertex's parent (-1 for s and for unreached vertices). */
    default Optional<int[]> parents(boolean[] model) {
        return Optional.empty();
    }
}
