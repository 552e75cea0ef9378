package org.gridpuzzle.application.port.in.planning;

/** The planning games. */
public enum Game {
    SOKOBAN, SNOWMAN
}

