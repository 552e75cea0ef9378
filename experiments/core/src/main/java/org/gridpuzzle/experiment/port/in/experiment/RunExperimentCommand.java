package org.gridpuzzle.experiment.port.in.experiment;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.gridpuzzle.experiment.model.ClusterAccess;

/**
 * @param sets set names, each with an optional range ({@code microban:1-5})
 * @param configs configuration texts ({@code sokoban:recipe:tree})
 * @param limit wall time per job
 * @param memoryBytes memory per job (the job's process gets a heap of three quarters of it)
 * @param workers jobs run at the same time on this machine (ignored with a cluster)
 * @param cluster HOST:PORT of cluster members to run on; empty for the local pool
 * @param access with a cluster: where this machine's member listens, and the cluster's secret; null without one
 * @param warnings told of cluster members refused
 * @param shard {@code i/N}: only the jobs whose position modulo N is i (1-based), for job arrays; null for all
 * @param reuseCubesFrom another experiment of the same database whose decided cube jobs (refuted, or a plan) are
 *     recorded in this one as they are and not run again: a cube split taken further with a longer limit; or null
 */
public record RunExperimentCommand(Path db, String name, List<String> sets, List<String> configs, Duration limit,
        long memoryBytes, int workers, List<String> cluster, ClusterAccess access, String shard,
        BooleanSupplier cancelled, Consumer<ExperimentProgress> progress, Consumer<String> warnings,
        String reuseCubesFrom) {

    public RunExperimentCommand(Path db, String name, List<String> sets, List<String> configs, Duration limit,
            long memoryBytes, int workers, List<String> cluster, ClusterAccess access, String shard,
            BooleanSupplier cancelled, Consumer<ExperimentProgress> progress, Consumer<String> warnings) {
        this(db, name, sets, configs, limit, memoryBytes, workers, cluster, access, shard, cancelled, progress, warnings,
                null);
    }

    public RunExperimentCommand {
        Objects.requireNonNull(db, "db");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(limit, "limit");
        sets = List.copyOf(sets);
        configs = List.copyOf(configs);
        cluster = cluster == null ? List.of() : List.copyOf(cluster);
        cancelled = cancelled == null ? () -> false : cancelled;
        progress = progress == null ? p -> { } : progress;
        warnings = warnings == null ? w -> { } : warnings;
        if (!cluster.isEmpty() && access == null) {
            throw new IllegalArgumentException("a cluster needs its access (bind address and secret)");
        }
    }
}
