/**
 * The gridpuzzle domain: pure Java, no I/O. The library's surface is the facades of {@code org.gridpuzzle.domain}
 * ({@code Suguru}, {@code FloodIt}, {@code Reachability}, {@code Sokoban}, {@code Snowman}) and the models, outcomes
 * and algorithms of the genre packages they return and take; the Flood-It algorithms for paths, trees and two
 * colours are internal (the facade and {@code floodit.choice} pick them).
 */
module org.gridpuzzle.domain {
    exports org.gridpuzzle.domain;
    exports org.gridpuzzle.domain.grid;
    exports org.gridpuzzle.domain.search;
    exports org.gridpuzzle.domain.sat;
    exports org.gridpuzzle.domain.suguru;
    exports org.gridpuzzle.domain.floodit;
    exports org.gridpuzzle.domain.floodit.choice;
    exports org.gridpuzzle.domain.floodit.reduction;
    exports org.gridpuzzle.domain.floodit.tworow;
    exports org.gridpuzzle.domain.reachability;
    exports org.gridpuzzle.domain.planning;
    exports org.gridpuzzle.domain.sokoban;
    exports org.gridpuzzle.domain.snowman;
}
