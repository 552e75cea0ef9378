package org.gridpuzzle.experiment.port.in.floodit;

/** Per palette: the largest n each solver finished within the limit, and the fitted k of time ~ n^k (programme). */
public record TwoRowReach(int colours, int programme, int exhaustive, int search, double exponent) {
}

