/**
 * A Good Snowman Is Hard To Build: levels, states, the rules of a move, a replay's steps and result. Search and the SAT
 * encoding are in {@code snowman.internal}; {@code org.gridpuzzle.domain.Snowman} plans and replays.
 */
package org.gridpuzzle.domain.snowman;
