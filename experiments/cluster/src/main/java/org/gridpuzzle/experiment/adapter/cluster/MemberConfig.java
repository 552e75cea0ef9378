package org.gridpuzzle.experiment.adapter.cluster;

import com.hazelcast.config.ClassFilter;
import com.hazelcast.config.Config;
import com.hazelcast.config.JavaSerializationFilterConfig;
import com.hazelcast.config.JoinConfig;
import com.hazelcast.config.NetworkConfig;
import com.hazelcast.config.SerializationConfig;
import com.hazelcast.config.SerializerConfig;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.List;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.experiment.model.ClusterAccess;

/**
 * The configuration every gridpuzzle member shares: a cluster named after the secret, listening where it is told
 * (loopback unless told otherwise), TCP/IP discovery at the addresses given (no multicast, no cloud discovery, no
 * phone-home), no Java deserialization of anything received, quiet logging, and a member that dies noticed within
 * seconds (the default of a minute would leave its job waiting that long before it runs elsewhere).
 */
final class MemberConfig {

    static final String EXECUTOR = "gridpuzzle-jobs";
    /** Where challenges are answered: apart from the jobs, so that a worker whose slots are all busy still answers. */
    static final String PROOF_EXECUTOR = "gridpuzzle-proofs";
    static final String ROLE = "gridpuzzle.role";
    static final String SLOTS = "gridpuzzle.slots";
    static final String PROOF = "gridpuzzle.proof";
    static final String WORKER = "worker";
    static final String COORDINATOR = "coordinator";

    /**
     * The Java serialization allow-list: one class that does not exist. Hazelcast reads an empty list as "allow all",
     * and nothing of ours travels by Java serialization, so nothing should be allowed.
     */
    private static final String NO_CLASS = "org.gridpuzzle.experiment.adapter.cluster.NothingIsJavaSerialized";
    private static final String ADDRESS = "(\\d{1,3}|\\*|\\d{1,3}-\\d{1,3})(\\.(\\d{1,3}|\\*|\\d{1,3}-\\d{1,3})){3}";
    private static final SecureRandom RANDOM = new SecureRandom();

    private MemberConfig() {
    }

    /**
     * @param members HOST:PORT of the members to join
     * @param desk the worker's desk, or null for a member that runs no job
     */
    static Config of(List<String> members, ClusterAccess access, ClusterSecret secret, String role, int slots,
            WorkerDesk desk) {
        // before the first member starts: Hazelcast logs its start-up (a warning about module access) before it reads
        // the configuration's own logging property
        System.setProperty("hazelcast.logging.type", "none");
        for (String m : members) {
            if (!m.matches("[A-Za-z0-9._-]+(:\\d{1,5})?")) {
                throw new InvalidInputException("--join/--cluster " + m, "not HOST:PORT");
            }
        }
        if (!access.bind().matches(ADDRESS)) {
            throw new InvalidInputException("--bind " + access.bind(), "not an IPv4 address or interface pattern"
                    + " (such as 10.0.0.7, 10.0.*.* or 0.0.0.0 for every interface)");
        }
        Config config = new Config();
        config.setClusterName(secret.clusterName());
        config.setProperty("hazelcast.logging.type", "none");
        config.setProperty("hazelcast.phone.home.enabled", "false");
        config.setProperty("hazelcast.heartbeat.interval.seconds", "1");
        config.setProperty("hazelcast.max.no.heartbeat.seconds", "6");
        config.setProperty("hazelcast.shutdownhook.enabled", "false"); // we shut down ourselves, after the run's last row
        config.setProperty("hazelcast.prefer.ipv4.stack", "true");
        NetworkConfig net = config.getNetworkConfig();
        net.setPort(access.port() == 0 ? 5701 : access.port()).setPortAutoIncrement(access.port() == 0);
        if (ClusterAccess.ANY.equals(access.bind())) {
            config.setProperty("hazelcast.socket.bind.any", "true");
        } else {
            config.setProperty("hazelcast.socket.bind.any", "false");
            net.getInterfaces().setEnabled(true).setInterfaces(List.of(access.bind()));
        }
        net.getRestApiConfig().setEnabled(false);
        net.getMemcacheProtocolConfig().setEnabled(false);
        JoinConfig join = net.getJoin();
        join.getMulticastConfig().setEnabled(false);
        join.getAutoDetectionConfig().setEnabled(false);
        join.getTcpIpConfig().setEnabled(true).setMembers(members).setConnectionTimeoutSeconds(3);
        SerializationConfig serialization = config.getSerializationConfig();
        serialization.setJavaSerializationFilterConfig(new JavaSerializationFilterConfig().setDefaultsDisabled(true)
                .setWhitelist(new ClassFilter().addClasses(NO_CLASS)));
        serialization.getCompactSerializationConfig().addSerializer(new ClusterJobSerializer(desk));
        // a failure answered by another member must be readable, or its caller waits for ever (FailureSerializer)
        serialization.addSerializerConfig(new SerializerConfig().setTypeClass(Throwable.class)
                .setImplementation(new FailureSerializer()));
        config.getMemberAttributeConfig().setAttribute(ROLE, role);
        config.getMemberAttributeConfig().setAttribute(SLOTS, Integer.toString(slots));
        config.getMemberAttributeConfig().setAttribute(PROOF, secret.seal(proofText(role, slots,
                nonce())));
        config.getExecutorConfig(EXECUTOR).setPoolSize(Math.max(1, slots)).setStatisticsEnabled(false);
        config.getExecutorConfig(PROOF_EXECUTOR).setPoolSize(1).setStatisticsEnabled(false);
        return config;
    }

    /** 16 random bytes in hex: no two members' proofs, no two jobs' sendings and no two challenges alike. */
    static String nonce() {
        byte[] bytes = new byte[16];
        RANDOM.nextBytes(bytes);
        return HexFormat.of().formatHex(bytes);
    }

    /** What a member's proof says: its role and slots, with a nonce so that no two members' proofs are alike. */
    static String proofText(String role, int slots, String nonce) {
        return role + " " + slots + " " + nonce;
    }
}
