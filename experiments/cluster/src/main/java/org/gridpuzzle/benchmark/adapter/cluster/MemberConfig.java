package org.gridpuzzle.benchmark.adapter.cluster;

import com.hazelcast.config.Config;
import com.hazelcast.config.JoinConfig;
import com.hazelcast.config.NetworkConfig;
import java.util.List;
import org.gridpuzzle.application.error.InvalidInputException;

/**
 * The configuration every gridpuzzle member shares: a cluster of its own name, TCP/IP discovery at the addresses given
 * (no multicast, no cloud discovery, no phone-home), quiet logging, and a member that dies noticed within seconds
 * (the default of a minute would leave its job waiting that long before it runs elsewhere).
 */
final class MemberConfig {

    static final String CLUSTER = "gridpuzzle-experiments";
    static final String EXECUTOR = "gridpuzzle-jobs";
    static final String ROLE = "gridpuzzle.role";
    static final String SLOTS = "gridpuzzle.slots";
    static final String RUNNER = "gridpuzzle.runner";

    private MemberConfig() {
    }

    static Config of(List<String> members, int port, String role, int slots) {
        // before the first member starts: Hazelcast logs its start-up (a warning about module access) before it reads
        // the configuration's own logging property
        System.setProperty("hazelcast.logging.type", "none");
        for (String m : members) {
            if (!m.matches("[A-Za-z0-9._-]+(:\\d{1,5})?")) {
                throw new InvalidInputException("--join/--cluster " + m, "not HOST:PORT");
            }
        }
        Config config = new Config();
        config.setClusterName(CLUSTER);
        config.setProperty("hazelcast.logging.type", "none");
        config.setProperty("hazelcast.phone.home.enabled", "false");
        config.setProperty("hazelcast.heartbeat.interval.seconds", "1");
        config.setProperty("hazelcast.max.no.heartbeat.seconds", "6");
        config.setProperty("hazelcast.shutdownhook.enabled", "false"); // we shut down ourselves, after the run's last row
        NetworkConfig net = config.getNetworkConfig();
        net.setPort(port == 0 ? 5701 : port).setPortAutoIncrement(port == 0);
        JoinConfig join = net.getJoin();
        join.getMulticastConfig().setEnabled(false);
        join.getAutoDetectionConfig().setEnabled(false);
        join.getTcpIpConfig().setEnabled(true).setMembers(members).setConnectionTimeoutSeconds(3);
        config.getMemberAttributeConfig().setAttribute(ROLE, role);
        config.getMemberAttributeConfig().setAttribute(SLOTS, Integer.toString(slots));
        config.getExecutorConfig(EXECUTOR).setPoolSize(Math.max(1, slots)).setStatisticsEnabled(false);
        return config;
    }
}
