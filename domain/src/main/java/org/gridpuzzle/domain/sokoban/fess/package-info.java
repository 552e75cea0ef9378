/**
 * The parts of FESS (Shoham and Schaeffer's feature space search) that stand on their own, without the forward
 * search's state: start with {@link org.gridpuzzle.domain.sokoban.fess.PackingPlan}, the plan the forward search's
 * packing feature counts, and {@link org.gridpuzzle.domain.sokoban.fess.ParkingSearch}, which finds it backwards from
 * the solved position on a {@link org.gridpuzzle.domain.sokoban.fess.PlanFloor} (the floor graph alone, so this
 * package depends on nothing of {@code domain.sokoban}). The forward search itself is {@code domain.sokoban}'s
 * {@code SokobanSearch}; the papers are the CoG 2020 FESS paper and its longer draft, "Solving Sokoban by Searching in
 * Feature-Space" (section 6, the packing plan).
 */
package org.gridpuzzle.domain.sokoban.fess;
