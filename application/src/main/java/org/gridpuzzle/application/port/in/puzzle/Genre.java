package org.gridpuzzle.application.port.in.puzzle;

/** The kinds of input the tool reads, each with its own formats. */
public enum Genre {
    SUGURU, FLOODIT, MAP, SOKOBAN, SNOWMAN
}
