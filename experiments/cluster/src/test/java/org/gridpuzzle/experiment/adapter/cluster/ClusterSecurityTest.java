package org.gridpuzzle.experiment.adapter.cluster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.hazelcast.config.Config;
import com.hazelcast.config.SerializerConfig;
import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.nio.serialization.compact.CompactReader;
import com.hazelcast.nio.serialization.compact.CompactSerializer;
import com.hazelcast.nio.serialization.compact.CompactWriter;
import java.io.IOException;
import java.io.Serializable;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.experiment.model.ClusterAccess;
import org.gridpuzzle.experiment.model.JobOutcome;
import org.gridpuzzle.experiment.model.JobSpec;
import org.gridpuzzle.experiment.model.JobStatus;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/**
 * Who may join a cluster and what its workers run: members on loopback unless told otherwise, members with another
 * secret kept out, tasks of other classes and jobs not sealed with the secret refused. Each test starts its own
 * members on ports of its own, and the tests run side by side: they mostly wait (a third member's join takes Hazelcast
 * a second, a silent member's patience another), and one after the other they took 14-16 s on a loaded machine.
 */
@Execution(ExecutionMode.CONCURRENT)
class ClusterSecurityTest {

    private static final String SECRET = "the secret of this test's cluster";
    private static final JobSpec JOB = new JobSpec("e", "paper230", "12", 11, "/data/12.in", 0, "abc", "suguru:fast",
            5000, 256L << 20);

    private final List<Thread> workers = new ArrayList<>();
    private final List<HazelcastInstance> others = new ArrayList<>();
    private final AtomicBoolean stop = new AtomicBoolean();
    private final List<JobSpec> ran = new CopyOnWriteArrayList<>();
    private final List<String> warnings = new CopyOnWriteArrayList<>();
    private final HazelcastCoordinatorAdapter coordinator = new HazelcastCoordinatorAdapter();

    @AfterEach
    void stop_everything() throws InterruptedException {
        coordinator.leave();
        others.forEach(h -> h.getLifecycleService().terminate());
        stop.set(true);
        for (Thread t : workers) {
            t.join(30_000);
        }
    }

    /**
     * A port free now: fixed ports collided when a second build ran the same test beside this one (a fresh port each
     * time leaves only the moment between this and the bind).
     */
    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    private static ClusterAccess access(String bind, int port, String secret) {
        return new ClusterAccess(bind, port, null, secret);
    }

    /** Starts a worker on {@code port} in a thread of its own; returns the address it says it listens on. */
    private String worker(ClusterAccess access) throws InterruptedException {
        CountDownLatch started = new CountDownLatch(1);
        AtomicReference<String> address = new AtomicReference<>();
        AtomicReference<Throwable> failed = new AtomicReference<>();
        Thread t = new Thread(() -> {
            try {
                new HazelcastWorkerAdapter().serve(List.of(), access, 1, job -> {
                    ran.add(job);
                    return Optional.of(new JobOutcome(job, JobStatus.OPTIMAL, 3L, 3L, "1 2 3", 0.5, 0.4, 1 << 20,
                            Map.of("nodes", 7.0), "m", 1, 2, null));
                }, a -> {
                    address.set(a);
                    started.countDown();
                }, warnings::add, stop::get);
            } catch (Throwable e) {
                failed.set(e);
                started.countDown();
            }
        }, "worker " + access.port());
        t.start();
        workers.add(t);
        assertThat(started.await(60, TimeUnit.SECONDS)).as("the worker started").isTrue();
        assertThat(failed.get()).isNull();
        return address.get();
    }

    /** A member that is not ours but knows the cluster's name (it saw a join on the wire, say). */
    private HazelcastInstance insider(int port, int workerPort, boolean withJobSerializer) {
        ClusterAccess access = access(ClusterAccess.LOOPBACK, port, SECRET);
        Config config = new Config();
        config.setClusterName(ClusterSecret.of(access).clusterName());
        config.setProperty("hazelcast.logging.type", "none");
        config.setProperty("hazelcast.phone.home.enabled", "false");
        config.getNetworkConfig().setPort(port).setPortAutoIncrement(false);
        config.getNetworkConfig().getInterfaces().setEnabled(true).setInterfaces(List.of(ClusterAccess.LOOPBACK));
        config.setProperty("hazelcast.socket.bind.any", "false");
        config.getNetworkConfig().getJoin().getMulticastConfig().setEnabled(false);
        config.getNetworkConfig().getJoin().getAutoDetectionConfig().setEnabled(false);
        config.getNetworkConfig().getJoin().getTcpIpConfig().setEnabled(true)
                .setMembers(List.of("127.0.0.1:" + workerPort));
        if (withJobSerializer) {
            config.getSerializationConfig().getCompactSerializationConfig().addSerializer(new ClusterJobSerializer(null));
        }
        // it knows our code: it reads the worker's failures as our members do
        config.getSerializationConfig().addSerializerConfig(new SerializerConfig().setTypeClass(Throwable.class)
                .setImplementation(new FailureSerializer()));
        HazelcastInstance h = Hazelcast.newHazelcastInstance(config);
        others.add(h);
        assertThat(h.getCluster().getMembers()).as("the insider joined").hasSize(2);
        return h;
    }

    /** A member of someone else who knows the cluster's name, joining the worker at {@code workerPort}. */
    private static Config memberNextTo(int workerPort) throws IOException {
        int c = freePort();
        Config config = new Config();
        config.setClusterName(ClusterSecret.of(access(ClusterAccess.LOOPBACK, c, SECRET)).clusterName());
        config.setProperty("hazelcast.logging.type", "none");
        config.setProperty("hazelcast.phone.home.enabled", "false");
        config.setProperty("hazelcast.socket.bind.any", "false");
        config.getNetworkConfig().setPort(c).setPortAutoIncrement(false);
        config.getNetworkConfig().getInterfaces().setEnabled(true).setInterfaces(List.of(ClusterAccess.LOOPBACK));
        config.getNetworkConfig().getJoin().getMulticastConfig().setEnabled(false);
        config.getNetworkConfig().getJoin().getAutoDetectionConfig().setEnabled(false);
        config.getNetworkConfig().getJoin().getTcpIpConfig().setEnabled(true)
                .setMembers(List.of("127.0.0.1:" + workerPort));
        return config;
    }

    @Test
    void a_worker_without_bind_listens_on_loopback_only() throws Exception {
        Path tcp = Path.of("/proc/net/tcp");
        assumeTrue(Files.isReadable(tcp), "no /proc/net/tcp on this system");
        int w = freePort();
        String address = worker(access(ClusterAccess.LOOPBACK, w, SECRET));
        assertThat(address).isEqualTo("127.0.0.1:" + w);
        String port = String.format(Locale.ROOT, ":%04X", w);
        List<String> listening = new ArrayList<>();
        for (Path table : List.of(tcp, Path.of("/proc/net/tcp6"))) {
            if (Files.isReadable(table)) {
                for (String line : Files.readAllLines(table)) {
                    String[] f = line.trim().split("\\s+");
                    if (f.length > 3 && f[1].endsWith(port) && f[3].equals("0A")) {
                        listening.add(f[1]);
                    }
                }
            }
        }
        assertThat(listening).as("sockets listening on port " + w).isNotEmpty()
                .allMatch(local -> local.equals("0100007F" + port)
                        || local.equals("0000000000000000FFFF00000100007F" + port), "127.0.0.1 only");
    }

    @Test
    void a_coordinator_with_another_secret_cannot_join_and_gets_no_worker() throws Exception {
        int w = freePort();
        int c = freePort();
        worker(access(ClusterAccess.LOOPBACK, w, SECRET));
        assertThatThrownBy(() -> coordinator.join(List.of("127.0.0.1:" + w),
                access(ClusterAccess.LOOPBACK, c, "another secret, just as long"), warnings::add))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("secret");
        assertThat(ran).isEmpty();
    }

    @Test
    void a_member_without_the_secret_cannot_join() throws Exception {
        int w = freePort();
        worker(access(ClusterAccess.LOOPBACK, w, SECRET));
        Config plain = new Config(); // Hazelcast's defaults: cluster "dev"
        plain.setProperty("hazelcast.logging.type", "none");
        plain.getNetworkConfig().setPort(freePort()).setPortAutoIncrement(false);
        plain.getNetworkConfig().getJoin().getMulticastConfig().setEnabled(false);
        plain.getNetworkConfig().getJoin().getAutoDetectionConfig().setEnabled(false);
        plain.getNetworkConfig().getJoin().getTcpIpConfig().setEnabled(true).setMembers(List.of("127.0.0.1:" + w))
                .setConnectionTimeoutSeconds(3);
        HazelcastInstance stranger = Hazelcast.newHazelcastInstance(plain);
        others.add(stranger);
        assertThat(stranger.getCluster().getMembers()).as("the stranger is alone").hasSize(1);
    }

    @Test
    void a_signed_job_runs_and_its_outcome_comes_back_whole() throws Exception {
        int w = freePort();
        worker(access(ClusterAccess.LOOPBACK, w, SECRET));
        int slots = coordinator.join(List.of("127.0.0.1:" + w), access(ClusterAccess.LOOPBACK, freePort(), SECRET),
                warnings::add);
        assertThat(slots).isEqualTo(1);
        Optional<JobOutcome> outcome = coordinator.run(JOB, () -> false);
        assertThat(ran).containsExactly(JOB);
        assertThat(outcome).hasValueSatisfying(o -> {
            assertThat(o.job()).isEqualTo(JOB);
            assertThat(o.value()).isEqualTo(3L);
            assertThat(o.statistics()).containsEntry("nodes", 7.0);
        });
        assertThat(warnings).isEmpty();
    }

    /** Sets a flag when it runs: it must never run. */
    static final class ForeignTask implements Callable<String>, Serializable {
        private static final long serialVersionUID = 1L;
        static final AtomicBoolean RAN = new AtomicBoolean();

        @Override
        public String call() {
            RAN.set(true);
            return "ran";
        }
    }

    @Test
    void a_task_of_another_class_is_refused_before_it_is_read() throws Exception {
        int w = freePort();
        worker(access(ClusterAccess.LOOPBACK, w, SECRET));
        HazelcastInstance insider = insider(freePort(), w, false);
        var workerMember = insider.getCluster().getMembers().stream().filter(m -> !m.localMember()).findFirst()
                .orElseThrow();
        Future<String> f = insider.getExecutorService(MemberConfig.EXECUTOR).submitToMember(new ForeignTask(),
                workerMember);
        assertThatThrownBy(() -> f.get(30, TimeUnit.SECONDS)).hasStackTraceContaining("is not allowed");
        assertThat(ForeignTask.RAN).isFalse();
    }

    @Test
    void a_job_not_sealed_with_the_secret_is_refused() throws Exception {
        int w = freePort();
        worker(access(ClusterAccess.LOOPBACK, w, SECRET));
        HazelcastInstance insider = insider(freePort(), w, true);
        var workerMember = insider.getCluster().getMembers().stream().filter(m -> !m.localMember()).findFirst()
                .orElseThrow();
        ClusterSecret guess = ClusterSecret.of(access(ClusterAccess.LOOPBACK, 0, "a guess at the secret, long"));
        Future<String> f = insider.getExecutorService(MemberConfig.EXECUTOR).submitToMember(
                new ClusterJob(WorkerDesk.job(guess, workerMember.getUuid(), MemberConfig.nonce(), JOB), null),
                workerMember);
        assertThat(f.get(30, TimeUnit.SECONDS)).isEqualTo(WorkerDesk.REFUSED);
        assertThat(ran).isEmpty();
        assertThat(warnings).singleElement().asString().contains("not signed");
    }

    @Test
    void a_member_with_a_copied_proof_gets_no_job() throws Exception {
        // the hostile run's L11: a worker's proof is an attribute that travels in clear; a member of someone who read
        // it (and the cluster's name) carried it as its own and was given jobs
        int w = freePort();
        worker(access(ClusterAccess.LOOPBACK, w, SECRET));
        HazelcastInstance insider = insider(freePort(), w, false);
        var real = insider.getCluster().getMembers().stream().filter(m -> !m.localMember()).findFirst().orElseThrow();
        Config copycat = memberNextTo(w);
        int c = copycat.getNetworkConfig().getPort();
        copycat.getSerializationConfig().getCompactSerializationConfig().addSerializer(new ClusterJobSerializer(null));
        for (String attribute : List.of(MemberConfig.ROLE, MemberConfig.SLOTS, MemberConfig.PROOF)) {
            copycat.getMemberAttributeConfig().setAttribute(attribute, real.getAttribute(attribute));
        }
        HazelcastInstance fake = Hazelcast.newHazelcastInstance(copycat);
        others.add(fake);
        assertThat(fake.getCluster().getMembers()).as("the copycat joined").hasSize(3);
        int slots = coordinator.join(List.of("127.0.0.1:" + w), access(ClusterAccess.LOOPBACK, freePort(), SECRET),
                warnings::add);
        assertThat(slots).as("the real worker's slot only").isEqualTo(1);
        assertThat(warnings).singleElement().asString().contains("127.0.0.1:" + c).contains("cannot prove");
        for (int i = 0; i < 3; i++) {
            assertThat(coordinator.run(JOB, () -> false)).isPresent();
        }
        assertThat(ran).as("every job ran on the real worker").hasSize(3);
    }

    /**
     * A task that does not answer until the test ends: what a stalled member (or a rogue one) does with its challenge.
     * It is let go at the end of the one test that uses it, or its member's shutdown waited seconds for it.
     */
    static final class Stall implements Callable<String> {
        static final AtomicReference<CountDownLatch> HELD = new AtomicReference<>(new CountDownLatch(1));

        @Override
        public String call() throws InterruptedException {
            HELD.get().await(120, TimeUnit.SECONDS);
            return null;
        }
    }

    /** Reads every gridpuzzle task as a {@link Stall}. */
    static final class StallSerializer implements CompactSerializer<Stall> {
        @Override
        public Stall read(CompactReader reader) {
            return new Stall();
        }

        @Override
        public void write(CompactWriter writer, Stall stall) {
            writer.writeString("sealed", "");
        }

        @Override
        public String getTypeName() {
            return "gridpuzzle.job";
        }

        @Override
        public Class<Stall> getCompactClass() {
            return Stall.class;
        }
    }

    @Test
    void a_member_that_never_answers_its_challenge_holds_no_job_back_and_is_refused_after_a_while() throws Exception {
        // a member with a worker's copied join proof (or a stalled machine) that never answers its challenge: each
        // look at the members waited 10 s for its answer, and every job's wait for a slot looks every 100 ms, so every
        // job waited 10 s, for the whole run, without a word
        int w = freePort();
        worker(access(ClusterAccess.LOOPBACK, w, SECRET));
        HazelcastInstance insider = insider(freePort(), w, false);
        var real = insider.getCluster().getMembers().stream().filter(m -> !m.localMember()).findFirst().orElseThrow();
        // joining waits for every member's answer (up to 10 s): the silent member comes after the join, as a stalled
        // machine would, so that the test does not wait those 10 s
        HazelcastCoordinatorAdapter patient = new HazelcastCoordinatorAdapter(SlotTable.SYSTEM,
                HazelcastCoordinatorAdapter.WARN_EVERY, HazelcastCoordinatorAdapter.JOIN_WAIT, Duration.ofSeconds(1));
        CountDownLatch held = new CountDownLatch(1);
        Stall.HELD.set(held);
        try {
            int slots = patient.join(List.of("127.0.0.1:" + w), access(ClusterAccess.LOOPBACK, freePort(), SECRET),
                    warnings::add);
            assertThat(slots).as("the real worker's slot").isEqualTo(1);
            Config rogue = memberNextTo(w);
            rogue.getSerializationConfig().getCompactSerializationConfig().addSerializer(new StallSerializer());
            for (String attribute : List.of(MemberConfig.ROLE, MemberConfig.SLOTS, MemberConfig.PROOF)) {
                rogue.getMemberAttributeConfig().setAttribute(attribute, real.getAttribute(attribute));
            }
            HazelcastInstance stalled = Hazelcast.newHazelcastInstance(rogue);
            others.add(stalled);
            String stalledAt = "127.0.0.1:" + stalled.getCluster().getLocalMember().getAddress().getPort();
            for (int i = 0; i < 100 && stalled.getCluster().getMembers().size() < 4; i++) {
                Thread.sleep(50);
            }
            assertThat(stalled.getCluster().getMembers()).as("worker, insider, coordinator and the silent one")
                    .hasSize(4);
            long start = System.nanoTime();
            for (int i = 0; i < 3; i++) {
                assertThat(patient.run(JOB, () -> false)).isPresent();
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            assertThat(ran).as("every job ran on the real worker").hasSize(3);
            assertThat(seconds).as("seconds to run three jobs (10 s each before)").isLessThan(8.0);
            // jobs that look at the members past the patience (1 s from the first look at the silent member)
            while (warnings.isEmpty() && (System.nanoTime() - start) / 1e9 < 30) {
                assertThat(patient.run(JOB, () -> false)).isPresent();
                Thread.sleep(20);
            }
            assertThat((System.nanoTime() - start) / 1e9).as("seconds until it was refused").isBetween(1.0, 20.0);
            assertThat(patient.run(JOB, () -> false)).isPresent();
            assertThat(warnings).as("the silent member said once").singleElement().asString().contains(stalledAt)
                    .contains("did not answer the challenge").contains("within 1 s");
        } finally {
            held.countDown(); // the silent member's tasks end before it is stopped
            patient.leave();
        }
    }

    @Test
    void a_worker_that_cannot_prove_the_secret_gets_no_job() throws Exception {
        // a worker that knows the cluster's name but not its secret: its proof is sealed with another
        ClusterSecret other = ClusterSecret.of(access(ClusterAccess.LOOPBACK, 0, "another secret, just as long"));
        int w = freePort();
        Config config = MemberConfig.of(List.of(), access(ClusterAccess.LOOPBACK, w, SECRET), other,
                MemberConfig.WORKER, 1, new WorkerDesk(other, job -> {
                    ran.add(job);
                    return Optional.empty();
                }, warnings::add));
        config.setClusterName(ClusterSecret.of(access(ClusterAccess.LOOPBACK, 0, SECRET)).clusterName());
        others.add(Hazelcast.newHazelcastInstance(config));
        assertThatThrownBy(() -> coordinator.join(List.of("127.0.0.1:" + w),
                access(ClusterAccess.LOOPBACK, freePort(), SECRET), warnings::add))
                .isInstanceOf(InvalidInputException.class);
        assertThat(warnings).singleElement().asString().contains("cannot prove");
        assertThat(ran).isEmpty();
    }
}
