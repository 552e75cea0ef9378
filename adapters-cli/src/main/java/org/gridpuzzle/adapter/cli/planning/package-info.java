/** {@code gridpuzzle sokoban} and {@code gridpuzzle snowman}: plan by SAT and check plans. */
package org.gridpuzzle.adapter.cli.planning;
