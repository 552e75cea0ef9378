package org.gridpuzzle.experiment.adapter.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import com.hazelcast.core.HazelcastException;
import com.hazelcast.core.MemberLeftException;
import com.hazelcast.internal.serialization.Data;
import com.hazelcast.internal.serialization.SerializationService;
import com.hazelcast.internal.serialization.impl.DefaultSerializationServiceBuilder;
import com.hazelcast.spi.exception.CallerNotMemberException;
import java.util.List;
import java.util.concurrent.RejectedExecutionException;
import org.gridpuzzle.experiment.model.ClusterAccess;
import org.junit.jupiter.api.Test;

/**
 * A failure answered by one member is read by the other, through the members' own configuration: before, it went by
 * Java serialization, which our members refuse to read, the answer was dropped and its caller waited for ever (a
 * worker that joined a run whose only worker had been killed answered its first challenge "caller not a member").
 */
class FailureSerializerTest {

    private final SerializationService members = new DefaultSerializationServiceBuilder()
            .setConfig(MemberConfig.of(List.of(), new ClusterAccess(ClusterAccess.LOOPBACK, 0, null,
                    "the secret of this test's cluster"), ClusterSecret.of(new ClusterAccess(ClusterAccess.LOOPBACK, 0,
                    null, "the secret of this test's cluster")), MemberConfig.WORKER, 1, null).getSerializationConfig())
            .build();

    private Throwable roundTrip(Throwable failure) {
        Data data = members.toData(failure);
        assertThat(data.getType()).as("written by our serializer, not Java serialization")
                .isEqualTo(FailureSerializer.TYPE_ID);
        return members.toObject(data);
    }

    @Test
    void the_failures_hazelcast_acts_on_keep_their_type_and_message() {
        // "caller not a member" is one Hazelcast retries: read back as such, the challenge is sent again by Hazelcast
        assertThat(roundTrip(new CallerNotMemberException("not yet a member"))).isExactlyInstanceOf(
                CallerNotMemberException.class).hasMessage("not yet a member");
        assertThat(roundTrip(new MemberLeftException("gone"))).isExactlyInstanceOf(MemberLeftException.class);
        assertThat(roundTrip(new RejectedExecutionException("shutting down")))
                .isExactlyInstanceOf(RejectedExecutionException.class).hasMessage("shutting down");
    }

    @Test
    void any_other_failure_is_read_as_a_failure_naming_it_and_nothing_is_built_from_its_name() {
        assertThat(roundTrip(new IllegalStateException("the desk broke"))).isExactlyInstanceOf(HazelcastException.class)
                .hasMessage("java.lang.IllegalStateException: the desk broke");
        assertThat(roundTrip(new NullPointerException())).isExactlyInstanceOf(HazelcastException.class)
                .hasMessage("java.lang.NullPointerException");
    }
}
