package org.gridpuzzle.experiment.adapter.cluster;

import com.hazelcast.nio.serialization.compact.CompactReader;
import com.hazelcast.nio.serialization.compact.CompactSerializer;
import com.hazelcast.nio.serialization.compact.CompactWriter;

/** A job as one string field; the jobs read on a worker get its desk. */
final class ClusterJobSerializer implements CompactSerializer<ClusterJob> {

    private final WorkerDesk desk;

    /** @param desk the worker's, or null on a member that runs no job */
    ClusterJobSerializer(WorkerDesk desk) {
        this.desk = desk;
    }

    @Override
    public ClusterJob read(CompactReader reader) {
        return new ClusterJob(reader.readString("sealed"), desk);
    }

    @Override
    public void write(CompactWriter writer, ClusterJob job) {
        writer.writeString("sealed", job.sealed());
    }

    @Override
    public String getTypeName() {
        return "gridpuzzle.job";
    }

    @Override
    public Class<ClusterJob> getCompactClass() {
        return ClusterJob.class;
    }
}
