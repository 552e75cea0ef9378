package org.gridpuzzle.domain.floodit.internal;

/** The contracted graph and which component each original vertex belongs to. */
public record Contraction(ColouredGraph graph, int[] componentOf) {

    /** The component of each vertex; a copy, so the kept contraction stays as it is. */
    @Override
    public int[] componentOf() {
        return componentOf.clone();
    }

    /** The component of vertex v. */
    public int component(int v) {
        return componentOf[v];
    }
}
