package org.gridpuzzle.adapter.cli;

import jakarta.inject.Inject;
import jakarta.inject.Provider;
import java.util.Map;
import picocli.CommandLine;

/**
 * Lets picocli obtain commands from Dagger, so commands take their use cases through the constructor.
 * Classes Dagger does not know (converters, picocli's own help command) fall back to picocli's factory.
 */
public final class InjectingFactory implements CommandLine.IFactory {

    private final Map<Class<?>, Provider<Object>> providers;
    private final CommandLine.IFactory fallback = CommandLine.defaultFactory();

    @Inject
    public InjectingFactory(Map<Class<?>, Provider<Object>> providers) {
        this.providers = providers;
    }

    @Override
    public <K> K create(Class<K> cls) throws Exception {
        Provider<Object> provider = providers.get(cls);
        return provider != null ? cls.cast(provider.get()) : fallback.create(cls);
    }
}
