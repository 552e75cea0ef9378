/** Sokoban: levels, rules, replay, dead squares, breadth-first search and the SAT encoding. */
package org.gridpuzzle.domain.sokoban;
