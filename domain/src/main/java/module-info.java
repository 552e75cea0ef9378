/**
 * The gridpuzzle domain: pure Java, no I/O. The library's surface is the facades of {@code org.gridpuzzle.domain}
 * ({@code Suguru}, {@code FloodIt}, {@code Reachability}, {@code Sokoban}, {@code Snowman}) and the models, outcomes
 * and limits of the packages exported to everyone. The engines live in the {@code internal} packages, exported only to
 * the modules that run them: the application's use cases and the measuring side (the lab's core, the benchmarks).
 */
module org.gridpuzzle.domain {
    exports org.gridpuzzle.domain;
    exports org.gridpuzzle.domain.grid;
    exports org.gridpuzzle.domain.search;
    exports org.gridpuzzle.domain.sat;
    exports org.gridpuzzle.domain.suguru;
    exports org.gridpuzzle.domain.floodit;
    exports org.gridpuzzle.domain.reachability;
    exports org.gridpuzzle.domain.planning;
    exports org.gridpuzzle.domain.sokoban;
    exports org.gridpuzzle.domain.snowman;

    exports org.gridpuzzle.domain.grid.internal to org.gridpuzzle.application, org.gridpuzzle.experiments.core,
            org.gridpuzzle.benchmarks;
    exports org.gridpuzzle.domain.search.internal to org.gridpuzzle.application, org.gridpuzzle.experiments.core,
            org.gridpuzzle.benchmarks;
    exports org.gridpuzzle.domain.sat.internal to org.gridpuzzle.application, org.gridpuzzle.experiments.core,
            org.gridpuzzle.benchmarks;
    exports org.gridpuzzle.domain.suguru.internal to org.gridpuzzle.application, org.gridpuzzle.experiments.core,
            org.gridpuzzle.benchmarks;
    exports org.gridpuzzle.domain.floodit.internal to org.gridpuzzle.application, org.gridpuzzle.experiments.core,
            org.gridpuzzle.benchmarks;
    exports org.gridpuzzle.domain.floodit.internal.tworow to org.gridpuzzle.application,
            org.gridpuzzle.experiments.core, org.gridpuzzle.benchmarks;
    exports org.gridpuzzle.domain.reachability.internal to org.gridpuzzle.application, org.gridpuzzle.experiments.core,
            org.gridpuzzle.benchmarks;
    exports org.gridpuzzle.domain.planning.internal to org.gridpuzzle.application, org.gridpuzzle.experiments.core,
            org.gridpuzzle.benchmarks;
    exports org.gridpuzzle.domain.sokoban.internal to org.gridpuzzle.application, org.gridpuzzle.experiments.core,
            org.gridpuzzle.benchmarks;
    exports org.gridpuzzle.domain.snowman.internal to org.gridpuzzle.application, org.gridpuzzle.experiments.core,
            org.gridpuzzle.benchmarks;
}
