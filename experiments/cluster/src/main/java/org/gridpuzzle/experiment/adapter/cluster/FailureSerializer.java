package org.gridpuzzle.experiment.adapter.cluster;

import com.hazelcast.core.HazelcastException;
import com.hazelcast.core.HazelcastInstanceNotActiveException;
import com.hazelcast.core.HazelcastOverloadException;
import com.hazelcast.core.MemberLeftException;
import com.hazelcast.core.OperationTimeoutException;
import com.hazelcast.nio.ObjectDataInput;
import com.hazelcast.nio.ObjectDataOutput;
import com.hazelcast.nio.serialization.StreamSerializer;
import com.hazelcast.spi.exception.CallerNotMemberException;
import com.hazelcast.spi.exception.PartitionMigratingException;
import com.hazelcast.spi.exception.RetryableHazelcastException;
import com.hazelcast.spi.exception.TargetDisconnectedException;
import com.hazelcast.spi.exception.TargetNotMemberException;
import com.hazelcast.spi.exception.WrongTargetException;
import java.io.IOException;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.Function;

/**
 * How a failure crosses the wire between members: its class name and message, read back as one of the few Hazelcast
 * failures whose type the invocation machinery acts on (a member not yet or no longer in the cluster, a task
 * refused, a retry), anything else as a {@link HazelcastException} naming it. Without it a failure travels by Java
 * serialization, which no member of ours reads, so the answer was dropped and its caller waited for ever: a worker
 * that joined a run whose only worker had been killed answered the coordinator's first challenge with "caller not a
 * member" (it had not yet seen the coordinator), and the run waited for it to the end of time (CI 2026-12-07).
 */
final class FailureSerializer implements StreamSerializer<Throwable> {

    /** Hazelcast's own type ids are negative, the Compact and Portable ones small: this is ours alone. */
    static final int TYPE_ID = 0x67_70_01;

    /** The longest message read: a failure is a line of text, not a payload. */
    private static final int MAX_MESSAGE = 2_000;

    private static final Map<String, Function<String, Throwable>> KNOWN = Map.ofEntries(
            Map.entry(CallerNotMemberException.class.getName(), CallerNotMemberException::new),
            Map.entry(TargetNotMemberException.class.getName(), TargetNotMemberException::new),
            Map.entry(TargetDisconnectedException.class.getName(), TargetDisconnectedException::new),
            Map.entry(MemberLeftException.class.getName(), MemberLeftException::new),
            Map.entry(HazelcastInstanceNotActiveException.class.getName(), HazelcastInstanceNotActiveException::new),
            Map.entry(PartitionMigratingException.class.getName(), PartitionMigratingException::new),
            Map.entry(WrongTargetException.class.getName(), WrongTargetException::new),
            Map.entry(RetryableHazelcastException.class.getName(), RetryableHazelcastException::new),
            Map.entry(OperationTimeoutException.class.getName(), OperationTimeoutException::new),
            Map.entry(HazelcastOverloadException.class.getName(), HazelcastOverloadException::new),
            Map.entry(RejectedExecutionException.class.getName(), RejectedExecutionException::new),
            Map.entry(CancellationException.class.getName(), CancellationException::new));

    @Override
    public int getTypeId() {
        return TYPE_ID;
    }

    @Override
    public void write(ObjectDataOutput out, Throwable failure) throws IOException {
        out.writeString(failure.getClass().getName());
        String message = failure.getMessage();
        out.writeString(message == null ? null : message.substring(0, Math.min(message.length(), MAX_MESSAGE)));
    }

    @Override
    public Throwable read(ObjectDataInput in) throws IOException {
        String type = in.readString();
        String message = in.readString();
        if (type == null || type.length() > 200 || message != null && message.length() > MAX_MESSAGE) {
            return new HazelcastException("a failure on another member, unreadable");
        }
        Function<String, Throwable> known = KNOWN.get(type);
        return known != null ? known.apply(message) : new HazelcastException(type + (message == null ? ""
                : ": " + message));
    }
}
