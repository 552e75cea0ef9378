/**
 * Planning's answers and options: the strategy ({@link org.gridpuzzle.domain.planning.PlanStrategy}), the options,
 * the outcome with its typed stop, and the floor and actions an external planner writes and reads. The planners (SAT
 * strategies, search, cube-and-conquer) are in {@code planning.internal}; {@code org.gridpuzzle.domain.Sokoban} and
 * {@code Snowman} run them.
 */
package org.gridpuzzle.domain.planning;
