package org.gridpuzzle.application.port.in.floodit;

/** Builds Meeks and Scott's 2×n board B_G from a graph G (Vertex Cover reduction). */
public interface ReduceVertexCoverUseCase {

    ReduceVertexCoverResult reduce(ReduceVertexCoverCommand command);
}

