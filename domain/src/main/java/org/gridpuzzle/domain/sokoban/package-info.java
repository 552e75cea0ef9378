/**
 * Sokoban's model and answers: levels, states, a replay's steps and result, and the facts an external planner writes
 * into its model. {@code org.gridpuzzle.domain.Sokoban} plans and replays; the engines are internal.
 */
package org.gridpuzzle.domain.sokoban;
