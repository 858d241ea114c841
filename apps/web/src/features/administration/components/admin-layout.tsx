import { Box, Container, Grid, NavLink as MantineNavLink, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { adminMenu } from '../admin-menu.ts';

function isActive(pathname: string, to: string, end?: boolean) {
  return end ? pathname === to || pathname === `${to}/` : pathname.startsWith(to);
}

export function AdminLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();

  return (
    <Container size="xl" py="lg">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Paper withBorder p="xs" component="nav" aria-label={t('admin.menu.label')}>
            <Stack gap="xs">
              {adminMenu.map((section) => (
                <Box key={section.label}>
                  <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="xs">
                    {t(section.label)}
                  </Text>
                  {section.links.map((link) => (
                    <MantineNavLink
                      key={link.to}
                      component={NavLink}
                      to={link.to}
                      end={link.end}
                      label={t(link.label)}
                      active={isActive(pathname, link.to, link.end)}
                      py={4}
                    />
                  ))}
                </Box>
              ))}
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Outlet />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
